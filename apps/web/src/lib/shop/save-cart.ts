import { useMutation, useQueryClient } from '@tanstack/react-query';
import { embedMessage, shopRoutes, type Cart } from '@platform/contract';
import { shopCall } from '../api/client';
import { statusOf } from '../api/errors';
import { currentSlug } from '../host';
import { requestLines, type CartLineRequest } from './cart-lines';
import { cartQueryKey, cartQueryOptions } from './get-cart';
import { endCartSessionOf, startCartSession, useCartScope } from './cart-session-store';
import { getCartSessionId } from '../cart-session';
import { postToParent } from './embed-frame';

/**
 * Sets the cart's lines to exactly `lines` (the server computes prices and totals). Without a session
 * the server creates the cart; a session it no longer knows ends and a new cart takes its place.
 * `discountCode` sets the cart's code (null removes it); left out, the cart keeps the one it has.
 */
export async function saveCart(
  slug: string,
  sessionId: string | null,
  lines: CartLineRequest[],
  discountCode?: string | null,
): Promise<Cart> {
  const body =
    discountCode === undefined ? { products: lines } : { products: lines, discount_code: discountCode };
  const save = (cartSessionId: string | null) =>
    shopCall(shopRoutes.saveCart, { params: { storeSlug: slug, cartSessionId }, body });
  try {
    return (await save(sessionId)).data.data;
  } catch (error) {
    if (!sessionId || statusOf(error) !== 404) throw error;
    endCartSessionOf(sessionId);
    return (await save(null)).data.data;
  }
}

/** A change to the cart's lines, applied to the lines the server last returned. */
export type CartLinesUpdate = (lines: CartLineRequest[]) => CartLineRequest[];

/** Every save of a shop's cart runs in this one queue, one after another. */
export const cartSaves = (slug: string) => ({ id: `cart-${slug}` });

/**
 * Saves a change to the cart and puts the server's answer where every view of the cart reads it; in a
 * frame the host page hears of it, so the mini cart beside it follows. Saves run one after another and
 * each applies its change to the cart as the previous one left it: a click made while the cart was
 * still loading, or while another line was being saved, neither drops lines nor is lost.
 */
export function useSaveCart() {
  const queryClient = useQueryClient();
  const slug = currentSlug();
  const saved = useCartSaved();
  const scope = useCartScope();
  return useMutation({
    scope: cartSaves(slug),
    mutationFn: async (update: CartLinesUpdate) => {
      // The cart as it is now: the one the last save left, or the one still on its way from the
      // server, never the one a page rendered before.
      const sessionId = scope ? scope.id : getCartSessionId();
      const current = await queryClient.ensureQueryData(cartQueryOptions(slug, sessionId));
      return saveCart(slug, sessionId, update(requestLines(current)));
    },
    onSuccess: saved,
  });
}

/**
 * Puts a saved cart where every view of it reads it; in a frame the host page hears of it. A buy-now
 * checkout's cart stays its own: the shopper's cart session and the host page's mini cart keep theirs.
 */
export function useCartSaved() {
  const queryClient = useQueryClient();
  const slug = currentSlug();
  const scope = useCartScope();
  return (cart: Cart) => {
    queryClient.setQueryData(cartQueryKey(slug, cart.id), cart);
    if (scope) {
      scope.replace(cart.id);
      return;
    }
    startCartSession(cart.id);
    postToParent(embedMessage('cart-changed', { cart_session_id: cart.id }));
  };
}

/**
 * Applies a discount code to the cart, or removes it (null), keeping its lines. The cart as
 * priced for the checkout's buyer is asked again, so its totals follow (decision 040).
 */
export function useDiscountCode(cart: Cart) {
  const queryClient = useQueryClient();
  const slug = currentSlug();
  const saved = useCartSaved();
  return useMutation({
    scope: cartSaves(slug),
    mutationFn: (code: string | null) => {
      const current = queryClient.getQueryData<Cart | null>(cartQueryKey(slug, cart.id)) ?? cart;
      return saveCart(slug, cart.id, requestLines(current), code);
    },
    onSuccess: async (next) => {
      saved(next);
      await queryClient.invalidateQueries({
        queryKey: cartQueryKey(slug, next.id),
        predicate: (query) => query.queryKey.length > 3,
      });
    },
  });
}
