/**
 * The development server (`npm run dev`, http://app.localhost:5173 and http://<store>.localhost:5173):
 * the admin's Vite server on React for the admin host, and the shop's (vite.config.ts, mode `shop`) on
 * Preact for every store host, behind one port, so the shop runs in development on the runtime
 * shoppers get. Each answers its own page for every path and keeps its own live-reload socket.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { isAdminSlug, slugFromHost } from './src/lib/host';

const PORT = Number(process.env.PORT ?? 5173);
const root = import.meta.dirname;
const server = http.createServer();

function viteServer(mode: string): Promise<ViteDevServer> {
  return createServer({
    root,
    mode,
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server, path: `/__hmr-${mode}` } },
  });
}

const [admin, shop] = await Promise.all([viteServer('development'), viteServer('shop')]);

server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
  const isAdmin = isAdminSlug(slugFromHost(request.headers.host ?? ''));
  const vite = isAdmin ? admin : shop;
  vite.middlewares(request, response, () => {
    readFile(path.join(root, isAdmin ? 'index.html' : 'shop.html'), 'utf8')
      .then((html) => vite.transformIndexHtml(request.url ?? '/', html))
      .then((html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
});

server.listen(PORT, () => {
  console.log(`  Admin: http://app.localhost:${PORT}\n  Store: http://demo.localhost:${PORT}`);
});
