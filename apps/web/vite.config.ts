import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000' } },
  build: { sourcemap: false },
});
