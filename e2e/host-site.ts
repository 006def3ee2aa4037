import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base } from './fixtures';

/**
 * A merchant's own website on another site than the store (127.0.0.1 against demo.localhost), which
 * embeds the store with the snippet the admin hands out: the journeys of embed.js use it.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function hostPage(title: string, body: string, scriptOrigin: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: Georgia, serif; background: #faf7f2; color: #2b2118; }
  header { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between;
    padding: 16px 24px; background: #2b2118; color: #faf7f2; }
  header h1 { margin: 0; font-size: 22px; }
  .mini { width: 320px; max-width: 100%; }
  main { max-width: 1100px; margin: 0 auto; padding: 24px; }
  p.lead { font-size: 18px; }
  a.buy { display: inline-block; padding: 12px 20px; border-radius: 999px; background: #b45309; color: #fff;
    font: 600 16px system-ui, sans-serif; text-decoration: none; }
</style></head><body>
${body}
<script src="${escapeHtml(scriptOrigin)}/embed.js" async></script>
</body></html>`;
}

export interface Host {
  /** The merchant's website, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The origin of the journey's own demo store, which the merchant's pages embed. */
  storeOrigin: string;
}

/** The pages of the merchant's site by path, for the test's store; null for a 404. */
export type HostPages = (url: URL, storeOrigin: string) => string | null;

/** `host`: the merchant's website for this test, serving `pages`, embedding the test's own demo store. */
export function withHostSite(pages: HostPages) {
  return base.extend<{ host: Host }>({
    host: async ({ demo }, use) => {
      const storeOrigin = new URL(demo.storeUrl).origin;
      const site = http.createServer((request, response) => {
        const html = pages(new URL(request.url ?? '/', 'http://127.0.0.1'), storeOrigin);
        response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html ?? 'Not found');
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      await use({ origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, storeOrigin });
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    },
  });
}
