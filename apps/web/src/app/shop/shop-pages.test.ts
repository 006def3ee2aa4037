import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from '@platform/contract';
import { chunksByPage } from '../../../vite-plugins/shop-pages-manifest';
import { routesOf } from '../routes';
import { SHOP_PAGE_MODULES } from './shop-page-modules';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the shop’s route table', () => {
  it('routes every page of the contract’s table at its path, and no other', () => {
    expect(Object.fromEntries(routesOf('shop').map((route) => [route.name, route.path]))).toEqual(
      SHOP_ROUTES,
    );
    expect(Object.keys(SHOP_PAGE_MODULES).sort()).toEqual(Object.keys(SHOP_ROUTES).sort());
  });

  it('names page modules that exist, where the shop’s page loaders find them', () => {
    for (const file of Object.values(SHOP_PAGE_MODULES)) {
      expect(file).toMatch(/^src\/features\/shop\/[^/]+\/[^/]+-page\.tsx$/);
      expect(existsSync(path.join(WEB_ROOT, file))).toBe(true);
    }
  });
});

describe('the chunks of each page, as the shop build writes them for the server', () => {
  const chunk = (fileName: string, module: string | null, imports: string[], isEntry = false) =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId: module && `/web/${module}`,
      imports,
      isEntry,
    }) as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/shop-app-1.js', 'shop.html', ['assets/vendor-core-1.js'], true),
      chunk('assets/vendor-core-1.js', null, []),
      chunk('assets/shared-price.js', null, ['assets/vendor-core-1.js', 'assets/shop-app-1.js']),
      chunk('assets/product-page-1.js', 'src/product-page.tsx', [
        'assets/vendor-core-1.js',
        'assets/shop-app-1.js',
        'assets/shared-price.js',
      ]),
      chunk('assets/page-not-found-page-1.js', 'src/page-not-found-page.tsx', ['assets/shop-app-1.js']),
      chunk('assets/nl-1.js', 'src/locales/nl.json', []),
      chunk('assets/en-1.js', 'src/locales/en.json', []),
    ].map((output) => [output.fileName, output]),
  );

  it('lists each page’s module, what it imports however deep, and the first texts, without what the HTML brings', () => {
    const pages = chunksByPage(
      bundle,
      '/web',
      { product: 'src/product-page.tsx', pageNotFound: 'src/page-not-found-page.tsx' },
      'src/locales/nl.json',
    );
    expect(pages).toEqual({
      product: ['/assets/product-page-1.js', '/assets/shared-price.js', '/assets/nl-1.js'],
      pageNotFound: ['/assets/page-not-found-page-1.js', '/assets/nl-1.js'],
    });
  });

  it('stops the build when a page has no chunk of its own', () => {
    expect(() => chunksByPage(bundle, '/web', { cart: 'src/cart-page.tsx' }, 'src/locales/nl.json')).toThrow(
      'src/cart-page.tsx',
    );
  });
});
