import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = new URL('./src', import.meta.url).pathname;
const ADMIN_MODULE = /\/src\/(features\/admin|app\/admin)\//;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  server: { proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000' } },
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
        // Any chunk holding admin code carries an `admin-` prefix, so a browser test can prove that a
        // store host never downloads one. Chunks that only gather modules several parts share (they
        // have no module of their own to be named after) are called `shared-`.
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.some((id) => ADMIN_MODULE.test(id))) return 'assets/admin-[name]-[hash].js';
          return chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js';
        },
      },
    },
  },
});
