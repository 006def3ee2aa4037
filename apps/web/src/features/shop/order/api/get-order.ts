import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes, type ShopperOrder } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { currentSlug } from '@/lib/host';
import { orderPollInterval } from '../order-polling';

/** The order, with whether this browser may open its goods, or null when the store has no such order. */
export type OrderResult = ShopperOrder | null;

/**
 * The public view of an order. Any status below 500 is a result (docs/spec.md §7), so a 404 is an answer
 * rather than an error; the call is aborted when the page no longer needs it.
 */
export async function getOrder(slug: string, orderId: string, signal?: AbortSignal): Promise<OrderResult> {
  const response = await shopCall(
    shopRoutes.order,
    { params: { storeSlug: slug, orderId } },
    { signal, validateStatus: (status) => status < 500 },
  );
  if (response.status === 200) return response.data.data;
  if (response.status === 404) return null;
  throw new Error(`Request failed with status code ${response.status}`);
}

export const orderQueryKey = (slug: string, orderId: string) => ['order', slug, orderId] as const;

/**
 * Polls until the order is final. TanStack Query skips the interval while the tab is hidden and
 * asks again when it shows, so a tab left in the background costs the server nothing.
 */
export const orderQueryOptions = (slug: string, orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(slug, orderId),
    queryFn: ({ signal }) => getOrder(slug, orderId, signal),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order === undefined
        ? false
        : orderPollInterval(order?.status ?? null, query.state.dataUpdateCount);
    },
    refetchOnWindowFocus: (query) => query.state.data !== null,
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(currentSlug(), orderId));
}
