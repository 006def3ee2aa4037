import type { PageLoaders } from '../create-app-router';
import type { ShopRouteName } from '../routes';

/** The page of every shop route, each loaded when first opened. */
export const shopPages: PageLoaders<ShopRouteName> = {
  pageNotFound: () => import('@/features/shop/page-not-found/page-not-found-page'),
  home: () => import('@/features/shop/home/home-page'),
  cart: () => import('@/features/shop/cart/cart-page'),
  minicart: () => import('@/features/shop/cart/minicart-page'),
  embeddedCart: () => import('@/features/shop/cart/compact-cart-page'),
  checkout: () => import('@/features/shop/checkout/checkout-page'),
  storefront: () => import('@/features/shop/storefront/storefront-page'),
  product: () => import('@/features/shop/product/product-page'),
  storefrontProduct: () => import('@/features/shop/product/product-page'),
  order: () => import('@/features/shop/order/order-page'),
  orderCheckMailbox: () => import('@/features/shop/order/check-mailbox-page'),
};
