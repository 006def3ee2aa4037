import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, upload, type TestApp } from './harness.js';

/**
 * Another merchant names the owner's store or resources in path, query, body and form: every call
 * answers 404 and nothing of the owner's catalog changes.
 */
describe('catalog tenant isolation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps products, items, images and storefronts to their own store', async () => {
    const owner = await registerMerchant(t.app, 'Owner');
    const store = (await createStore(owner.client, owner.token, { name: 'Owner', slug: 'owner-catalog' })).id;
    const product = (
      await owner.client.post(
        '/v1/admin/product',
        { store_id: store, name: 'Secret', price: 999 },
        { token: owner.token },
      )
    ).json().data.id as number;
    const item = (
      await owner.client.post(
        `/v1/admin/product/${product}/product-item`,
        { store_id: store, product_type: 'text', name: 'Key', text: 'SECRET' },
        { token: owner.token },
      )
    ).json().data.id as number;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const image = (
      await upload(
        t.app,
        '/v1/admin/media/images/product',
        owner.token,
        { store_id: store, product_id: product },
        {
          filename: 'a.png',
          contentType: 'image/png',
          data: png,
        },
      )
    ).json().data.id as number;
    const front = (
      await owner.client.post(
        '/v1/admin/storefront',
        { store_id: store, name: 'Front', product_ids: [product] },
        { token: owner.token },
      )
    ).json().data.id as number;

    const intruder = await registerMerchant(t.app, 'Intruder');
    const own = (
      await createStore(intruder.client, intruder.token, { name: 'Mine', slug: 'intruder-catalog' })
    ).id;
    const ownProduct = (
      await intruder.client.post(
        '/v1/admin/product',
        { store_id: own, name: 'Mine', price: 1 },
        { token: intruder.token },
      )
    ).json().data.id as number;

    const snapshot = async () => ({
      product: (
        await owner.client.get(`/v1/admin/product/${product}?store_id=${store}`, { token: owner.token })
      ).json(),
      front: (
        await owner.client.get(`/v1/admin/storefront/${front}?store_id=${store}`, { token: owner.token })
      ).json(),
    });
    const before = await snapshot();

    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/admin/product?store_id=${store}`],
      ['GET', `/v1/admin/product/${product}?store_id=${store}`],
      ['GET', `/v1/admin/product/${product}?store_id=${own}`],
      ['PUT', `/v1/admin/product/${product}`, { store_id: store, name: 'Hacked' }],
      ['PUT', `/v1/admin/product/${product}`, { store_id: own, name: 'Hacked' }],
      ['DELETE', `/v1/admin/product/${product}?store_id=${own}`, { store_id: own }],
      ['DELETE', `/v1/admin/product/${product}?store_id=${store}`],
      ['DELETE', `/v1/admin/product/${ownProduct}?store_id=${own}`, { store_id: store }],
      ['POST', '/v1/admin/product', { store_id: store, name: 'Planted', price: 1 }],
      ['GET', `/v1/admin/product/${product}/product-item?store_id=${own}`],
      [
        'POST',
        `/v1/admin/product/${product}/product-item`,
        { store_id: own, product_type: 'text', name: 'x', text: 'y' },
      ],
      ['PUT', `/v1/admin/product/${product}/product-item/${item}`, { store_id: own, name: 'x' }],
      ['PUT', `/v1/admin/product/${ownProduct}/product-item/${item}`, { store_id: own, name: 'x' }],
      ['DELETE', `/v1/admin/product/${product}/product-item/${item}?store_id=${own}`],
      ['PUT', `/v1/admin/product/${product}/image/${image}`, { store_id: own, description: 'x' }],
      ['PUT', `/v1/admin/product/${product}/image-order`, { store_id: own, image_ids: [image] }],
      ['DELETE', `/v1/admin/product/${product}/image/${image}?store_id=${own}`],
      ['GET', `/v1/admin/storefront?store_id=${store}`],
      ['GET', `/v1/admin/storefront/${front}?store_id=${own}`],
      ['PUT', `/v1/admin/storefront/${front}`, { store_id: own, name: 'x' }],
      ['DELETE', `/v1/admin/storefront/${front}?store_id=${own}`],
      ['POST', '/v1/admin/storefront', { store_id: store, name: 'Planted' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await intruder.client.call(method as 'GET', url, body, { token: intruder.token });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(404);
    }

    const forms: [string, Record<string, string | number>][] = [
      ['/v1/admin/media/images/product', { store_id: store, product_id: product }],
      ['/v1/admin/media/images/product', { store_id: own, product_id: product }],
      ['/v1/admin/media/files/product-item/upload', { store_id: own, product_id: product }],
      [
        '/v1/admin/media/files/product-item/upload',
        { store_id: own, product_id: ownProduct, product_item_id: item },
      ],
      ['/v1/admin/media/images/store-logo', { store_id: store }],
    ];
    for (const [url, fields] of forms) {
      const response = await upload(t.app, url, intruder.token, fields, {
        filename: 'a.png',
        contentType: 'image/png',
        data: png,
      });
      expect(response.statusCode, `${url} ${JSON.stringify(fields)}`).toBe(404);
    }

    expect(await snapshot()).toEqual(before);
    const storefrontList = await intruder.client.get(`/v1/admin/storefront?store_id=${own}`, {
      token: intruder.token,
    });
    expect(storefrontList.json().data).toEqual([]);
    const storeFace = await owner.client.get('/v1/store/owner-catalog');
    expect(storeFace.json().data.settings.store_logo).toBeNull();
  });
});
