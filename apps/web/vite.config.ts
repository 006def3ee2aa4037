import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { precompress } from './vite-plugins/precompress';

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
 * Two builds into one `dist/` (docs/decisions/010-shop-first-load.md). The default one holds the
 * admin (index.html, React); `--mode shop` adds the shop (shop.html, on Preact), which the server
 * sends to every store host, with a manifest from which it announces each page's chunks in its HTML.
 * The development server serves both apps from index.html, on React.
 */
export default defineConfig(({ mode }) => {
  const shop = mode === 'shop';
  return {
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: [{ find: '@', replacement: src }, ...(shop ? PREACT_FOR_REACT : [])] },
    server: { proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000' } },
    build: {
      sourcemap: false,
      // The shop's build comes second and adds to the admin's.
      emptyOutDir: !shop,
      copyPublicDir: !shop,
      manifest: shop ? '.vite/shop-manifest.json' : false,
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
