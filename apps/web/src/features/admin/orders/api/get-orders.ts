import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderListResponse, orderRoutes, type OrderStatus } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import type { ListFilters } from '@/lib/use-list-filters';
import type { ORDER_LIST_EXTRAS } from '../use-order-filters';
import { orderKeys } from '@/lib/api/orders/order-keys';

export type OrderFilters = ListFilters<OrderStatus, (typeof ORDER_LIST_EXTRAS)[number]>;

/** The filters of the address bar, and the page size of the merchant's preferences. */
export interface OrderListQuery extends OrderFilters {
  perPage: number;
}

/**
 * The store's orders, newest first; the search finds the start of a word of the e-mail address, name
 * or company, or the order number, and counts up to 1,000 of them (decision 057); `extra` narrows them
 * to the days placed (`from`, `to`) and one buyer (`customer`).
 */
export async function getOrders(
  storeId: number,
  { search, status, extra, page, perPage }: OrderListQuery,
  signal?: AbortSignal,
) {
  const response = await adminCall(
    orderRoutes.orders,
    {
      query: {
        store_id: storeId,
        search: search.trim() || undefined,
        status: status || undefined,
        ...extra,
        page,
        per_page: perPage,
      },
    },
    { signal },
  );
  return adminOrderListResponse.parse(response.data);
}

export const ordersQueryOptions = (storeId: number, filters: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(storeId, filters),
    // A search typed on replaces the one before it: the older request is aborted.
    queryFn: ({ signal }) => getOrders(storeId, filters, signal),
    // While the next page or search loads, the last answer stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useOrders(storeId: number, filters: OrderListQuery) {
  return useQuery(ordersQueryOptions(storeId, filters));
}
