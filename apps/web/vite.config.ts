import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    /\/node_modules\/(react|react-dom|scheduler|use-sync-external-store|react-router|@tanstack\/(query-core|react-query)|i18next|react-i18next|axios|void-elements|html-parse-stringify|cookie|set-cookie-parser)\//,
  'vendor-forms': /\/node_modules\/(react-hook-form|@hookform|zod)\//,
  'vendor-headlessui':
    /\/node_modules\/(@headlessui|@floating-ui|@react-aria|react-aria|@react-stately|react-stately|@tanstack\/(react-virtual|virtual-core)|tabbable)\//,
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  server: { proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000' } },
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
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
});
