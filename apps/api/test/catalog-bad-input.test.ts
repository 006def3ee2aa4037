import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, type TestApp, type TestClient } from './harness.js';

describe('catalog bad input answers 422 naming the field and writes nothing', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let storeId: number;
  let productId: number;
  let itemId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Input', slug: 'input-store' })).id;
    productId = (
      await client.post(
        '/v1/admin/product',
        { store_id: storeId, name: 'Base', slug: 'taken-product', price: 100 },
        { token },
      )
    ).json().data.id;
    itemId = (
      await client.post(
        `/v1/admin/product/${productId}/product-item`,
        { store_id: storeId, product_type: 'link', name: 'L', url: 'https://example.com' },
        { token },
      )
    ).json().data.id;
  });
  afterAll(() => t.close());

  it('every case', async () => {
    const product = { store_id: storeId, name: 'New', price: 100 };
    const items = `/v1/admin/product/${productId}/product-item`;
    const cases: [string, string, Record<string, unknown> | undefined, string][] = [
      ['POST', '/v1/admin/product', { ...product, store_id: undefined }, 'store_id'],
      ['POST', '/v1/admin/product', { ...product, name: undefined }, 'name'],
      ['POST', '/v1/admin/product', { ...product, name: 'x'.repeat(201) }, 'name'],
      ['POST', '/v1/admin/product', { ...product, price: -1 }, 'price'],
      ['POST', '/v1/admin/product', { ...product, price: 9.99 }, 'price'],
      ['POST', '/v1/admin/product', { ...product, price: '100' }, 'price'],
      ['POST', '/v1/admin/product', { ...product, vat_rate: 101 }, 'vat_rate'],
      ['POST', '/v1/admin/product', { ...product, status: 'sold_out' }, 'status'],
      ['POST', '/v1/admin/product', { ...product, discount_type: 'bogo' }, 'discount_type'],
      ['POST', '/v1/admin/product', { ...product, slug: 'Bad Slug' }, 'slug'],
      ['POST', '/v1/admin/product', { ...product, slug: 'taken-product' }, 'slug'],
      ['POST', '/v1/admin/product', { ...product, description: 'x'.repeat(20_001) }, 'description'],
      [
        'POST',
        '/v1/admin/product',
        { ...product, discount_type: 'percentage', discount_value: 150 },
        'discount_value',
      ],
      ['PUT', `/v1/admin/product/${productId}`, { store_id: storeId, price: 'free' }, 'price'],
      ['PUT', `/v1/admin/product/${productId}`, { store_id: storeId, name: '' }, 'name'],
      ['GET', `/v1/admin/product?store_id=${storeId}&status=gone`, undefined, 'status'],
      ['GET', `/v1/admin/product?store_id=${storeId}&per_page=1000`, undefined, 'per_page'],
      ['GET', `/v1/admin/product?store_id=${storeId}&page=0`, undefined, 'page'],
      ['GET', '/v1/admin/product', undefined, 'store_id'],
      ['GET', `/v1/admin/product/abc?store_id=${storeId}`, undefined, 'id'],
      ['DELETE', `/v1/admin/product/${productId}`, undefined, 'store_id'],
      ['POST', items, { store_id: storeId, product_type: 'video', name: 'x' }, 'product_type'],
      [
        'POST',
        items,
        { store_id: storeId, product_type: 'link', name: 'x', url: 'javascript:alert(1)' },
        'url',
      ],
      ['POST', items, { store_id: storeId, product_type: 'link', name: 'x' }, 'url'],
      ['POST', items, { store_id: storeId, product_type: 'text', name: 'x' }, 'text'],
      ['POST', items, { store_id: storeId, product_type: 'text', text: 'y' }, 'name'],
      ['PUT', `${items}/${itemId}`, { store_id: storeId, text: 'not a text item' }, 'text'],
      ['PUT', `${items}/${itemId}`, { store_id: storeId, name: 'x'.repeat(201) }, 'name'],
      [
        'PUT',
        `/v1/admin/product/${productId}/image-order`,
        { store_id: storeId, image_ids: [12345] },
        'image_ids',
      ],
      [
        'PUT',
        `/v1/admin/product/${productId}/image-order`,
        { store_id: storeId, image_ids: 'first' },
        'image_ids',
      ],
    ];
    const snapshot = async () => ({
      products: await t.ctx.database.allStoresDb.selectFrom('products').selectAll().orderBy('id').execute(),
      items: await t.ctx.database.allStoresDb.selectFrom('product_items').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    for (const [method, url, body, field] of cases) {
      const response = await client.call(method as 'GET', url, body, { token });
      const label = `${method} ${url} ${JSON.stringify(body)?.slice(0, 120)}`;
      expect(response.statusCode, label).toBe(422);
      expect(Object.keys(response.json().errors), label).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });
});
