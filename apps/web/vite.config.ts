import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { DEFAULT_LOCALE } from '@platform/contract';
import { defineConfig, type Alias } from 'vite';
import { SHOP_PAGE_MODULES } from './src/app/shop/shop-page-modules';
import { SHOP_NAMESPACES } from './src/app/shop/shop-texts';
import { precompress } from './vite-plugins/precompress';
import { shopPagesManifest } from './vite-plugins/shop-pages-manifest';
import { shopTexts } from './vite-plugins/shop-texts';

const src = new URL('./src', import.meta.url).pathname;
const ADMIN_MODULE = /\/src\/(features\/admin|app\/admin)\//;

/**
 * Libraries the shop's first paint does not need, kept in chunks of their own so that they never
 * ride along in the chunk every page loads: forms and schemas (the admin's forms, a checkout form)
 * and Headless UI with its positioning helpers (the admin's menus and dialogs).
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  // What every page needs. Named explicitly, or Rollup would pull React into the first manual chunk
  // that depends on it, and the shop would load Headless UI along with it.
  'vendor-core':
    /\/node_modules\/(react|react-dom|scheduler|preact|use-sync-external-store|react-router|@tanstack\/(query-core|react-query)|i18next|react-i18next|void-elements|html-parse-stringify|cookie|set-cookie-parser)\//,
  'vendor-forms': /\/node_modules\/(react-hook-form|@hookform|zod)\//,
  'vendor-headlessui':
    /\/node_modules\/(@headlessui|@floating-ui|@react-aria|react-aria|@react-stately|react-stately|@tanstack\/(react-virtual|virtual-core)|tabbable)\//,
};

/** React as the shop build sees it: Preact's compatibility layer, a sixth of react-dom's weight. */
const PREACT_FOR_REACT: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-$1runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Scripts built on their own, each one minified file with what it takes from the contract and nothing
 * of the web app's libraries: the embed script a merchant's page loads, and the admin's preview page's.
 */
const STANDALONE_SCRIPTS: Record<string, { entry: string; name: string }> = {
  embed: { entry: 'src/embed.ts', name: 'shopEmbed' },
  'embed-preview': { entry: 'src/embed-preview.ts', name: 'shopEmbedPreview' },
};

/** Every page first waits for its language (docs/spec.md §2 guard 1): Dutch, unless the visitor chose another. */
const FIRST_TEXTS = `../../packages/contract/src/texts/web/${DEFAULT_LOCALE}.json`;

/**
 * Two builds into one `dist/` (docs/decisions/010-shop-first-load.md). The default one holds the
 * admin (index.html, React); `--mode shop` adds the shop (shop.html, on Preact), which the server
 * sends to every store host, with the chunks of each page by route name, which it announces in the
 * page's HTML (docs/decisions/019-one-table-for-the-shop.md). The development server
 * (dev-server.ts) runs both modes side by side, so the shop runs on Preact there too. The modes of
 * STANDALONE_SCRIPTS add one script each.
 */
export default defineConfig(({ command, mode }) => {
  const script = STANDALONE_SCRIPTS[mode];
  if (script)
    return {
      plugins: [precompress()],
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { ...script, formats: ['iife'], fileName: () => `${mode}.js` },
      },
    };
  const shop = mode === 'shop';
  return {
    plugins: [
      // React's fast refresh cannot drive Preact, so the shop's development server reloads the page on
      // a change instead; its JSX is then compiled by esbuild, as tsconfig.json says.
      ...(shop && command === 'serve' ? [] : [react()]),
      tailwindcss(),
      ...(shop ? [shopTexts(SHOP_NAMESPACES), shopPagesManifest(SHOP_PAGE_MODULES, FIRST_TEXTS)] : []),
      precompress(),
    ],
    resolve: { alias: [{ find: '@', replacement: src }, ...(shop ? PREACT_FOR_REACT : [])] },
    // Its own pre-bundled dependencies: the two development servers run side by side, and the shop's
    // resolve React to Preact.
    cacheDir: shop ? 'node_modules/.vite-shop' : 'node_modules/.vite',
    server: { proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000' } },
    build: {
      sourcemap: false,
      // The shop's build comes second and adds to the admin's.
      emptyOutDir: !shop,
      copyPublicDir: !shop,
      rollupOptions: {
        input: shop ? 'shop.html' : 'index.html',
        output: {
          entryFileNames: shop ? 'assets/shop-app-[hash].js' : 'assets/[name]-[hash].js',
          manualChunks: (id) => Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]?.test(id)),
          // Any chunk holding admin code carries an `admin-` prefix, so a browser test can prove that a
          // store host never downloads one. Chunks that only gather modules several parts share (they
          // have no module of their own to be named after) are called `shared-`.
          chunkFileNames: (chunk) => {
            if (chunk.moduleIds.some((id) => ADMIN_MODULE.test(id))) return 'assets/admin-[name]-[hash].js';
            if (chunk.name in VENDOR_CHUNKS) return 'assets/[name]-[hash].js';
            return chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js';
          },
        },
      },
    },
  };
});
