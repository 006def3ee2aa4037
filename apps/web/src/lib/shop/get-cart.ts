import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@platform/contract';
import { shopApi } from '@/lib/api/client';
import { statusOf } from '@/lib/api/errors';
import { clearCartSessionId, getCartSessionId } from '@/lib/cart-session';
import { currentSlug } from '@/lib/host';

/** The cart of this session; a cart the server no longer knows (404) ends the session (SPEC §4, §8). */
export async function getCart(slug: string, sessionId: string): Promise<Cart | null> {
  try {
    // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
    const response = await shopApi.get<{ data: Cart }>(
      `v1/store/${encodeURIComponent(slug)}/cart/${sessionId}`,
    );
    return response.data.data;
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    clearCartSessionId();
    return null;
  }
}

/** The cart is neither retried nor refetched on focus or mount (SPEC §9). */
export const cartQueryOptions = (slug: string, sessionId: string | null) =>
  queryOptions({
    queryKey: ['cart', slug, sessionId],
    queryFn: () => (sessionId ? getCart(slug, sessionId) : null),
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

export function useCart() {
  return useQuery(cartQueryOptions(currentSlug(), getCartSessionId()));
}
