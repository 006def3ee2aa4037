import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  upload,
  type TestApp,
  type TestClient,
} from './harness.js';

const VENDOR_SOURCE = `export const vendor = ${JSON.stringify('x'.repeat(4000))};`;

/**
 * A web build as `npm run build` lays it out (apps/web/vite.config.ts), small enough to read: the
 * admin's index.html, the shop's shop.html with the chunks of its pages, and one asset with its
 * compressed copies.
 */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const page = (entry: string) =>
    `<!doctype html>\n<html lang="nl">\n  <head>\n    <title>Winkel</title>\n    <script type="module" crossorigin src="/assets/${entry}"></script>\n    <link rel="modulepreload" crossorigin href="/assets/vendor-core-1.js">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
  writeFileSync(path.join(dir, 'index.html'), page('index-1.js'));
  writeFileSync(path.join(dir, 'shop.html'), page('shop-app-1.js'));
  mkdirSync(path.join(dir, '.vite'));
  // Each page's chunks beyond those in the HTML, by route name (apps/web/vite-plugins/shop-pages-manifest.ts).
  const pages = {
    product: ['/assets/product-page-1.js', '/assets/shared-price.js', '/assets/nl-1.js'],
    storefrontProduct: ['/assets/product-page-1.js', '/assets/shared-price.js', '/assets/nl-1.js'],
    cart: ['/assets/cart-page-1.js', '/assets/shared-price.js', '/assets/nl-1.js'],
    pageNotFound: ['/assets/page-not-found-page-1.js', '/assets/nl-1.js'],
  };
  writeFileSync(path.join(dir, '.vite', 'shop-pages.json'), JSON.stringify(pages));
  mkdirSync(path.join(dir, 'assets'));
  const vendor = path.join(dir, 'assets', 'vendor-core-1.js');
  writeFileSync(vendor, VENDOR_SOURCE);
  writeFileSync(`${vendor}.br`, brotliCompressSync(VENDOR_SOURCE));
  writeFileSync(`${vendor}.gz`, gzipSync(VENDOR_SOURCE));
  return dir;
}

/** The answers a page carries, read back as the shop reads them. */
function inlinedAnswers(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="initial-answers">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);

describe('store pages carry their code, picture and first answers', () => {
  const HOSTILE_NAME = 'Print </script><script>alert(1)</script> <!-- & "quoted" $& $` $\'';
  let t: TestApp;
  let webDist: string;
  let client: TestClient;
  let token: string;
  let storeId: number;
  let productId: number;

  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await createTestApp({ WEB_DIST_DIR: webDist });
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Prints & Co', slug: 'prints' })).id;
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, name: HOSTILE_NAME, slug: 'night', price: 2495, status: 'for_sale' },
      { token },
    );
    productId = product.json().data.id;
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await upload(
      t.app,
      '/v1/admin/media/images/product',
      token,
      { store_id: storeId, product_id: productId },
      { filename: 'night.png', contentType: 'image/png', data: png },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'prints.localhost:3000', ...headers } });
  const apiAnswer = async (url: string) => (await get(url)).json() as unknown;

  it("inlines the store's and the product's answers, as the API gives them, and a name cannot break out", async () => {
    const response = await get('/product/night');
    expect(response.statusCode).toBe(200);
    const html = response.body;

    expect(inlinedAnswers(html)).toEqual({
      '/v1/store/prints': await apiAnswer('/v1/store/prints'),
      '/v1/store/prints/product/night': await apiAnswer('/v1/store/prints/product/night'),
    });
    // Only the data element's own end and the page's: the name's `</script>` stays inside the JSON.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!--');
    expect(html).toContain(
      '<title>Print &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#60;!-- &#38; &#34;quoted&#34; $&#38; $` $&#39; – Prints &#38; Co</title>',
    );
  });

  it("announces the page's chunks beyond those already in the HTML, and its picture", async () => {
    const html = (await get('/product/night')).body;
    expect(modulePreloads(html)).toEqual([
      '/assets/vendor-core-1.js',
      '/assets/product-page-1.js',
      '/assets/shared-price.js',
      '/assets/nl-1.js',
    ]);
    const image = ((await apiAnswer('/v1/store/prints/product/night')) as { data: { images: unknown[] } })
      .data.images[0] as { images: { large: { url: string } } };
    expect(html).toContain(
      `<link rel="preload" as="image" href="${image.images.large.url}" fetchpriority="high" />`,
    );
    // The shop's own build, not the admin's.
    expect(html).toContain('/assets/shop-app-1.js');
    expect(html).not.toContain('/assets/index-1.js');
  });

  it('gives the cart its chunks, the store and its name, and an unknown page the not-found page, with a 404', async () => {
    const cart = (await get('/cart')).body;
    expect(modulePreloads(cart)).toEqual([
      '/assets/vendor-core-1.js',
      '/assets/cart-page-1.js',
      '/assets/shared-price.js',
      '/assets/nl-1.js',
    ]);
    expect(Object.keys(inlinedAnswers(cart)!)).toEqual(['/v1/store/prints']);
    // Titled and described by the store's name; no address to share, as a cart is one shopper's.
    expect(cart).toContain('<title>Prints &#38; Co</title>');
    expect(cart).toContain('<meta name="description" content="Prints &#38; Co" />');
    expect(cart).not.toContain('rel="canonical"');

    const missing = await get('/product/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(modulePreloads(missing.body)).toEqual([
      '/assets/vendor-core-1.js',
      '/assets/page-not-found-page-1.js',
      '/assets/nl-1.js',
    ]);
    expect(inlinedAnswers(missing.body)).toBeNull();
  });

  it('answers 404 with the not-found page where the shop has no route, as the shop shows it', async () => {
    for (const url of ['/order/5/elsewhere', '/cart/a/b', '/minicart/more']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(modulePreloads(response.body)).toEqual([
        '/assets/vendor-core-1.js',
        '/assets/page-not-found-page-1.js',
        '/assets/nl-1.js',
      ]);
    }
  });

  it('opens a link to a cart with that cart, and a link to a cart that is gone without it', async () => {
    const shopper = await t.app.inject({
      method: 'POST',
      url: '/v1/store/prints/cart',
      headers: { host: 'prints.localhost:3000' },
      payload: { products: [{ product_id: productId, quantity: 2 }] },
    });
    const cartId = shopper.json().data.id as string;
    const linked = await get(`/cart/${cartId}`);
    expect(linked.statusCode).toBe(200);
    expect(inlinedAnswers(linked.body)).toEqual({
      '/v1/store/prints': await apiAnswer('/v1/store/prints'),
      [`/v1/store/prints/cart/${cartId}`]: await apiAnswer(`/v1/store/prints/cart/${cartId}`),
    });

    const gone = await get(`/cart/${'0'.repeat(36)}`);
    expect(gone.statusCode).toBe(200);
    expect(Object.keys(inlinedAnswers(gone.body)!)).toEqual(['/v1/store/prints']);
    // A cart of one store is never shown by another.
    await createStore(client, token, { name: 'Posters', slug: 'posters' });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/cart/${cartId}`,
      headers: { host: 'posters.localhost:3000' },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(Object.keys(inlinedAnswers(elsewhere.body)!)).toEqual(['/v1/store/posters']);
  });

  it('carries the new answer as soon as the merchant changes the product', async () => {
    expect((await get('/product/night')).body).toContain(
      JSON.stringify(HOSTILE_NAME).replace(/</g, '\\u003c'),
    );
    const renamed = await client.put(
      `/v1/admin/product/${productId}`,
      { store_id: storeId, name: 'Night sky', price: 1995 },
      { token },
    );
    expect(renamed.statusCode).toBe(200);

    const html = (await get('/product/night')).body;
    const product = inlinedAnswers(html)!['/v1/store/prints/product/night'] as {
      data: { name: string; price: { incl_vat: number } };
    };
    expect(product.data).toMatchObject({ name: 'Night sky', price: { incl_vat: 1995 } });
    expect(product).toEqual(await apiAnswer('/v1/store/prints/product/night'));
    expect(html).toContain('<title>Night sky – Prints &#38; Co</title>');
  });

  it('keeps the admin host on the admin build, without answers', async () => {
    const admin = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'app.localhost:3000' },
    });
    expect(admin.body).toContain('/assets/index-1.js');
    expect(inlinedAnswers(admin.body)).toBeNull();
  });

  it('sends a built asset compressed to a browser that takes it, immutable, and plain to one that does not', async () => {
    const brotli = await get('/assets/vendor-core-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(VENDOR_SOURCE));

    const plain = await get('/assets/vendor-core-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_SOURCE);
    // The compressed copies are no files of their own.
    expect((await get('/assets/vendor-core-1.js.br')).statusCode).toBe(404);
  });
});
