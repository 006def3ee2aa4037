import { routePath } from './routes/route.js';
import { shopRoutes } from './routes/shop.js';

/**
 * The shop's pages (docs/spec.md §2): each route's name and path pattern, read by the web app's router
 * (apps/web/src/app/routes.ts), by its build, which writes the chunks of each page under these
 * names, and by the server, which resolves a store page's HTML by the same patterns.
 */
export const SHOP_ROUTES = {
  pageNotFound: '/page-not-found',
  home: '/',
  cart: '/cart/:cartSessionId?',
  minicart: '/minicart',
  embeddedCart: '/embeddedcart',
  checkout: '/checkout',
  /** A product's buy-now link: the checkout with that product alone (decision 077). */
  buyNow: '/buy/:productSlug',
  storefront: '/:storefrontSlug',
  product: '/product/:productSlug',
  storefrontProduct: '/:storefrontSlug/:productSlug',
  order: '/order/:orderId',
  orderCheckMailbox: '/order/:orderId/check-mailbox',
  /** Every paid order of the signed-in buyer's address in the store (decision 026). */
  library: '/orders',
  /** Who sells, and the merchant's terms (`#terms`) and privacy policy (`#privacy`): decision 053. */
  legal: '/legal',
} as const;

export type ShopRouteName = keyof typeof SHOP_ROUTES;

/**
 * The query parameters of a shop address (decision 077): `code`, a discount code to apply, on any shop
 * page; `variant`, the variant a buy-now link sells.
 */
export const DISCOUNT_CODE_PARAM = 'code';
export const VARIANT_PARAM = 'variant';

/** A product's buy-now link, from the store's origin: the variant and a discount code when given. */
export function buyNowLink(
  storeOrigin: string,
  productSlug: string,
  options: { variant?: number | undefined; code?: string | undefined } = {},
): string {
  const url = new URL(
    SHOP_ROUTES.buyNow.replace(':productSlug', encodeURIComponent(productSlug)),
    storeOrigin,
  );
  if (options.variant !== undefined) url.searchParams.set(VARIANT_PARAM, String(options.variant));
  if (options.code) url.searchParams.set(DISCOUNT_CODE_PARAM, options.code);
  return url.href;
}

/**
 * The API paths (docs/spec.md §7, relative to the API's root) of the answers a store page opens with: the
 * shop asks for them there, and the server puts them into the page's HTML under the same paths.
 */
export const SHOP_ANSWER_PATHS = {
  store: (storeSlug: string) => routePath(shopRoutes.store, { storeSlug }),
  front: (storeSlug: string, frontId: string) => routePath(shopRoutes.front, { storeSlug, frontId }),
  product: (storeSlug: string, idOrSlug: string) =>
    routePath(shopRoutes.product, { storeSlug, productId: idOrSlug }),
  legal: (storeSlug: string) => routePath(shopRoutes.legal, { storeSlug }),
  cart: (storeSlug: string, cartId: string) =>
    routePath(shopRoutes.cart, { storeSlug, cartSessionId: cartId }),
};
