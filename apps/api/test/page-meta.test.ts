import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createStore, createTestApp, registerMerchant, upload, type TestApp } from './harness.js';

describe('store pages carry their preview without running JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const { client, token } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: 'Poster & Co', slug: 'posters' })).id;
    const product = (
      await client.post(
        '/v1/admin/product',
        {
          store_id: storeId,
          name: 'Night "Sky" <Print>',
          slug: 'night-sky',
          price: 2495,
          status: 'for_sale',
          description: 'A deep blue print.',
        },
        { token },
      )
    ).json().data;
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await upload(
      t.app,
      '/v1/admin/media/images/product',
      token,
      { store_id: storeId, product_id: product.id },
      {
        filename: 'sky.png',
        contentType: 'image/png',
        data: png,
      },
    );
    await client.post(
      '/v1/admin/storefront',
      {
        store_id: storeId,
        name: 'Prints',
        slug: 'prints',
        description: 'All our prints',
        publication_status: 'published',
        product_ids: [product.id],
      },
      { token },
    );
  });
  afterAll(() => t.close());

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'posters.localhost:3000' } });

  it('gives a product page its title, description, canonical URL, Open Graph image and schema.org data', async () => {
    const response = await page('/product/night-sky');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Night &#34;Sky&#34; &#60;Print&#62; – Poster &#38; Co</title>');
    expect(html).toContain('<meta name="description" content="A deep blue print." />');
    expect(html).toContain('<link rel="canonical" href="http://posters.localhost:3000/product/night-sky" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/posters\.localhost:3000\/media\/stores\/\d+\/products\/\d+\/[\w-]+\/large\.webp" \/>/,
    );
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Night "Sky" <Print>',
      offers: { price: '24.95', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(html).not.toContain('<Print>"');
  });

  it('titles the home page and a storefront, and answers 404 for unknown pages', async () => {
    expect((await page('/')).body).toContain('<title>Poster &#38; Co</title>');
    const storefront = await page('/prints');
    expect(storefront.body).toContain('<title>Prints – Poster &#38; Co</title>');
    expect(storefront.body).toContain('<meta property="og:description" content="All our prints" />');
    expect((await page('/prints/night-sky')).body).toContain('<meta property="og:type" content="product" />');
    expect((await page('/product/nothing')).statusCode).toBe(404);
    expect((await page('/no-such-front')).statusCode).toBe(404);
    const unknownStore = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'nobody.localhost:3000' },
    });
    expect(unknownStore.statusCode).toBe(404);
    expect((await page('/cart')).statusCode).toBe(200);
  });
});
