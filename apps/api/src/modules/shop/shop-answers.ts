import {
  CART_SESSION_ID_LENGTH,
  type Cart,
  type PublicStore,
  type StoreLegalTexts,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { publicResponseCache } from './public-cache.js';
import { getFront, getPublicProduct } from './shop.service.js';

/**
 * The answers the shop takes from modules above it (stores, carts): app.ts passes them in, so the shop
 * does not import the modules that import it.
 */
export interface ShopAnswerSources {
  store(ctx: AppContext, storeSlug: string): Promise<PublicStore>;
  legal(ctx: AppContext, storeSlug: string): Promise<StoreLegalTexts>;
  cart(ctx: AppContext, storeSlug: string, cartId: string): Promise<Cart>;
}

/**
 * The shop's public answers as the API sends them (JSON text, from the same services), for store
 * pages to carry in their HTML. Cached per store content version, like the API's, so a page never
 * carries an answer older than the merchant's last change.
 */
export function shopAnswers(ctx: AppContext, sources: ShopAnswerSources) {
  const cache = publicResponseCache(ctx);
  return {
    store: (storeSlug: string) => cache.answer(storeSlug, 'store', () => sources.store(ctx, storeSlug)),
    legal: (storeSlug: string) => cache.answer(storeSlug, 'legal', () => sources.legal(ctx, storeSlug)),
    front: (storeSlug: string, frontId: string) =>
      cache.answer(storeSlug, `front:${frontId}`, () => getFront(ctx, storeSlug, frontId)),
    product: (storeSlug: string, idOrSlug: string) =>
      cache.answer(storeSlug, `product:${idOrSlug}`, () => getPublicProduct(ctx, storeSlug, idOrSlug)),
    /** One shopper's cart, named by the link to it: never cached, it changes with every edit. */
    cart: async (storeSlug: string, cartId: string) =>
      JSON.stringify({ data: await sources.cart(ctx, storeSlug, cartId) }),
  };
}

/** Whether a path segment can name a cart session (`CART_SESSION_ID_LENGTH` characters). */
export const isCartSessionId = (text: string | undefined): text is string =>
  text?.length === CART_SESSION_ID_LENGTH;

export type ShopAnswers = ReturnType<typeof shopAnswers>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One cache of the shop's answers, for the API and the store pages that carry them alike. */
    shopAnswers: ShopAnswers;
  }
}
