import http from 'node:http';
import { expect, test } from './fixtures';

/**
 * The HTML the server sends for a path on a store, fetched without running any script (from Node, on
 * the loopback address with the store's Host header: callApi reads JSON, this reads the page as sent).
 */
function fetchHtml(storeUrl: string, path: string): Promise<{ status: number; html: string }> {
  const url = new URL(storeUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: url.port, path, headers: { Host: url.host, Accept: 'text/html' } },
      (response) => {
        let html = '';
        response.on('data', (chunk: Buffer) => (html += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
      },
    );
    request.on('error', reject);
  });
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`).exec(html)?.[1];

test("a product page's HTML carries its title and Open Graph tags before any script runs", async ({
  demo,
}) => {
  const { status, html } = await fetchHtml(demo.storeUrl, '/product/lightroom-presets-noorderlicht');
  expect(status).toBe(200);
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Lightroom presets: Noorderlicht');
  expect(meta(html, 'og:title')).toContain('Lightroom presets: Noorderlicht');
  expect(meta(html, 'og:url')).toMatch(/\/product\/lightroom-presets-noorderlicht$/);
  expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\.(webp|png|jpe?g)$/);
  expect(meta(html, 'og:description')).toBeTruthy();
});

test('the same holds within a storefront, and an unknown product answers 404', async ({ demo }) => {
  const inStorefront = await fetchHtml(
    demo.storeUrl,
    '/alles-voor-fotografen/lightroom-presets-noorderlicht',
  );
  expect(inStorefront.status).toBe(200);
  expect(meta(inStorefront.html, 'og:title')).toContain('Lightroom presets: Noorderlicht');

  expect((await fetchHtml(demo.storeUrl, '/product/bestaat-niet')).status).toBe(404);
});
