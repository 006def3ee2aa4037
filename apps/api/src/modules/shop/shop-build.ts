import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopRouteName } from '@platform/contract';

export interface ShopBuild {
  /** shop.html: the shop's page, which Vite already gave the entry chunk and its imports. */
  html: string;
  /** The chunk files (`/assets/…`) a page needs beyond those, for its HTML to announce. */
  chunksOf(page: ShopRouteName): string[];
}

/**
 * The shop's own build (`vite build --mode shop`, apps/web/vite.config.ts): its HTML, and the chunks
 * each page loads, which the build writes by route name (apps/web/vite-plugins/shop-pages-manifest.ts),
 * so the server can name them all in the page and the browser fetches them at once rather than one
 * after another. Null when the shop is not built.
 */
export function readShopBuild(webDistDir: string): ShopBuild | null {
  const htmlFile = path.join(webDistDir, 'shop.html');
  const pagesFile = path.join(webDistDir, '.vite', 'shop-pages.json');
  if (!existsSync(htmlFile) || !existsSync(pagesFile)) return null;
  const chunks = JSON.parse(readFileSync(pagesFile, 'utf8')) as Partial<Record<ShopRouteName, string[]>>;
  return {
    html: readFileSync(htmlFile, 'utf8'),
    chunksOf: (page) => chunks[page] ?? [],
  };
}
