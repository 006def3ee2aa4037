import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@platform/contract';

/** The pages of the shop, named as the web app's route table names them (apps/web/src/app/routes.ts). */
export type ShopPageName =
  | 'home'
  | 'storefront'
  | 'product'
  | 'cart'
  | 'minicart'
  | 'embeddedCart'
  | 'checkout'
  | 'order'
  | 'orderCheckMailbox'
  | 'pageNotFound';

/** The web app's module of each page (apps/web/src/app/shop/shop-pages.ts), as the build's manifest names it. */
const PAGE_MODULES: Record<ShopPageName, string> = {
  home: 'src/features/shop/home/home-page.tsx',
  storefront: 'src/features/shop/storefront/storefront-page.tsx',
  product: 'src/features/shop/product/product-page.tsx',
  cart: 'src/features/shop/cart/cart-page.tsx',
  minicart: 'src/features/shop/cart/minicart-page.tsx',
  embeddedCart: 'src/features/shop/cart/compact-cart-page.tsx',
  checkout: 'src/features/shop/checkout/checkout-page.tsx',
  order: 'src/features/shop/order/order-page.tsx',
  orderCheckMailbox: 'src/features/shop/order/check-mailbox-page.tsx',
  pageNotFound: 'src/features/shop/page-not-found/page-not-found-page.tsx',
};

/** Every page first waits for its language (SPEC §2 guard 1): Dutch, unless the visitor chose another. */
const LOCALE_MODULE = `src/locales/${DEFAULT_LOCALE}.json`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ShopBuild {
  /** shop.html: the shop's page, which Vite already gave the entry chunk and its imports. */
  html: string;
  /** The chunk files (`/assets/…`) a page needs beyond those, for its HTML to announce. */
  chunksOf(page: ShopPageName): string[];
}

/** The module's chunk and every chunk it imports, however deep, as manifest keys. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * The shop's own build (`vite build --mode shop`, apps/web/vite.config.ts): its HTML, and from its
 * manifest the chunks each page loads, so the server can name them all in the page and the browser
 * fetches them at once rather than one after another. Null when the shop is not built (the server
 * then serves the admin's build on every host, which holds the shop too).
 */
export function readShopBuild(webDistDir: string): ShopBuild | null {
  const htmlFile = path.join(webDistDir, 'shop.html');
  const manifestFile = path.join(webDistDir, '.vite', 'shop-manifest.json');
  if (!existsSync(htmlFile) || !existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const inHtml = withImports(manifest, 'shop.html');
  const chunks = new Map<ShopPageName, string[]>();
  for (const [page, module] of Object.entries(PAGE_MODULES) as [ShopPageName, string][]) {
    const needed = new Set([...withImports(manifest, module), ...withImports(manifest, LOCALE_MODULE)]);
    chunks.set(
      page,
      [...needed].filter((key) => !inHtml.has(key)).map((key) => `/${manifest[key]!.file}`),
    );
  }
  return {
    html: readFileSync(htmlFile, 'utf8'),
    chunksOf: (page) => chunks.get(page) ?? [],
  };
}
