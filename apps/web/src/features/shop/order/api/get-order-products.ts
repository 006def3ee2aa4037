import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey, shopRoutes, type PurchasedItem } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { statusOf } from '@/lib/api/errors';
import { resetShopperSession } from '@/lib/auth/shopper-session';
import { currentSlug } from '@/lib/host';

/** A download link is signed for a few minutes; fresh ones come in well before they expire. */
const SIGNED_LINK_REFRESH_MS = 4 * 60_000;

/**
 * What the order bought, with the shopper's access token (the client adds it from the cookie). A 403
 * (not paid, or refunded) resets the shopper's sign-in through the client (docs/spec.md §8); a 401 means the
 * token is no longer any good, so it goes too.
 */
export async function getOrderProducts(
  slug: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<PurchasedItem[]> {
  try {
    const response = await shopCall(
      shopRoutes.orderProducts,
      { params: { storeSlug: slug, orderId } },
      { signal },
    );
    return response.data.data;
  } catch (error) {
    if (statusOf(error) === 401) resetShopperSession();
    throw error;
  }
}

export const orderProductsQueryOptions = (slug: string, orderId: string) =>
  queryOptions({
    queryKey: routeKey(shopRoutes.orderProducts, { params: { storeSlug: slug, orderId } }),
    queryFn: ({ signal }) => getOrderProducts(slug, orderId, signal),
    retry: false,
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });

export function useOrderProducts(orderId: string, enabled: boolean) {
  return useQuery({ ...orderProductsQueryOptions(currentSlug(), orderId), enabled });
}
