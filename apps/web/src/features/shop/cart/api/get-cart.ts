import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { shopApi } from '@/lib/api/client';
import { statusOf } from '@/lib/api/errors';
import { clearCartSessionId, getCartSessionId } from '@/lib/cart-session';
import { currentSlug } from '@/lib/host';

const cartLine = z.object({
  product_id: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  unit_price: z.number().int(),
  total_excl_vat: z.number().int(),
  total_incl_vat: z.number().int(),
});

export const cart = z.object({
  id: z.string(),
  products: z.array(cartLine),
  totals: z.object({
    total_excl_vat: z.number().int(),
    total_vat: z.number().int(),
    total_incl_vat: z.number().int(),
  }),
});
export type Cart = z.infer<typeof cart>;

/** The cart of this session; a cart the server no longer knows (404) ends the session (SPEC §4, §8). */
export async function getCart(slug: string, sessionId: string): Promise<Cart | null> {
  try {
    const response = await shopApi.get(`v1/store/${encodeURIComponent(slug)}/cart/${sessionId}`);
    return z.object({ data: cart }).parse(response.data).data;
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
