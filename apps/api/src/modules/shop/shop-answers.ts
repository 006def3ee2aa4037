import { CART_SESSION_ID_LENGTH } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { getCart } from '../carts/carts.service.js';
import { getPublicStore } from '../stores/stores.service.js';
import { publicResponseCache } from './public-cache.js';
import { getFront, getPublicProduct } from './shop.service.js';

/**
 * The shop's public answers as the API sends them (JSON text, from the same services), for store
 * pages to carry in their HTML. Cached per store content version, like the API's, so a page never
 * carries an answer older than the merchant's last change.
 */
export function shopAnswers(ctx: AppContext) {
  const cache = publicResponseCache(ctx);
  return {
    store: (storeSlug: string) => cache.answer(storeSlug, 'store', () => getPublicStore(ctx, storeSlug)),
    front: (storeSlug: string, frontId: string) =>
      cache.answer(storeSlug, `front:${frontId}`, () => getFront(ctx, storeSlug, frontId)),
    product: (storeSlug: string, idOrSlug: string) =>
      cache.answer(storeSlug, `product:${idOrSlug}`, () => getPublicProduct(ctx, storeSlug, idOrSlug)),
    /** One shopper's cart, named by the link to it: never cached, it changes with every edit. */
    cart: async (storeSlug: string, cartId: string) =>
      JSON.stringify({ data: await getCart(ctx, storeSlug, cartId) }),
  };
}

/** Whether a path segment can name a cart session (SPEC §5: 36 characters). */
export const isCartSessionId = (text: string | undefined): text is string =>
  text?.length === CART_SESSION_ID_LENGTH;

export type ShopAnswers = ReturnType<typeof shopAnswers>;
