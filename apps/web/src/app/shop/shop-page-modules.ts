import type { ShopRouteName } from '@platform/contract';

/**
 * The module of every shop route's page, from the web app's root. The shop loads each when first
 * opened (shop-pages.ts); its build names each page's chunks by route for the server
 * (vite-plugins/shop-pages-manifest.ts). Plain data, so the build's configuration can read it.
 */
export const SHOP_PAGE_MODULES: Record<ShopRouteName, string> = {
  pageNotFound: 'src/features/shop/page-not-found/page-not-found-page.tsx',
  home: 'src/features/shop/home/home-page.tsx',
  cart: 'src/features/shop/cart/cart-page.tsx',
  minicart: 'src/features/shop/cart/minicart-page.tsx',
  embeddedCart: 'src/features/shop/cart/compact-cart-page.tsx',
  checkout: 'src/features/shop/checkout/checkout-page.tsx',
  buyNow: 'src/features/shop/checkout/buy-now-page.tsx',
  storefront: 'src/features/shop/storefront/storefront-page.tsx',
  product: 'src/features/shop/product/product-page.tsx',
  storefrontProduct: 'src/features/shop/product/product-page.tsx',
  order: 'src/features/shop/order/order-page.tsx',
  orderCheckMailbox: 'src/features/shop/order/check-mailbox-page.tsx',
  library: 'src/features/shop/library/library-page.tsx',
  legal: 'src/features/shop/legal/legal-page.tsx',
};
