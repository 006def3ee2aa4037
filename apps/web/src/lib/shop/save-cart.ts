import { useMutation, useQueryClient } from '@tanstack/react-query';
import { embedMessage, type Cart } from '@platform/contract';
import { shopApi } from '../api/client';
import { statusOf } from '../api/errors';
import { currentSlug } from '../host';
import type { CartLineRequest } from './cart-lines';
import { cartQueryKey } from './get-cart';
import { endCartSession, startCartSession, useCartSessionId } from './cart-session-store';
import { postToParent } from './embed-frame';

/**
 * Sets the cart's lines to exactly `lines` (the server computes prices and totals). Without a session
 * the server creates the cart; a session it no longer knows ends and a new cart takes its place.
 */
export async function saveCart(
  slug: string,
  sessionId: string | null,
  lines: CartLineRequest[],
): Promise<Cart> {
  const base = `v1/store/${encodeURIComponent(slug)}/cart`;
  const body = { products: lines };
  try {
    const path = sessionId ? `${base}/${encodeURIComponent(sessionId)}` : base;
    return (await shopApi.post<{ data: Cart }>(path, body)).data.data;
  } catch (error) {
    if (!sessionId || statusOf(error) !== 404) throw error;
    endCartSession();
    return (await shopApi.post<{ data: Cart }>(base, body)).data.data;
  }
}

/**
 * Saves the cart and puts the server's answer where every view of the cart reads it; in a frame the
 * host page hears of it, so the mini cart beside it follows.
 */
export function useSaveCart() {
  const queryClient = useQueryClient();
  const sessionId = useCartSessionId();
  const slug = currentSlug();
  return useMutation({
    mutationFn: (lines: CartLineRequest[]) => saveCart(slug, sessionId, lines),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryKey(slug, cart.id), cart);
      startCartSession(cart.id);
      postToParent(embedMessage('cart-changed', { cart_session_id: cart.id }));
    },
  });
}
