import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, type TestApp, type TestClient } from './harness.js';

describe('storefronts API', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let storeId: number;
  let productIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Fronts', slug: 'fronts-store' })).id;
    productIds = [];
    for (const name of ['One', 'Two', 'Three']) {
      const response = await client.post(
        '/v1/admin/product',
        { store_id: storeId, name, price: 100 },
        { token },
      );
      productIds.push(response.json().data.id);
    }
  });
  afterAll(() => t.close());

  it('creates a storefront with an ordered selection, publishes it and deletes it', async () => {
    const [one, two, three] = productIds as [number, number, number];
    const created = await client.post(
      '/v1/admin/storefront',
      { store_id: storeId, name: 'Summer Sale', product_ids: [three, one] },
      { token },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Summer Sale',
      slug: 'summer-sale',
      publication_status: 'draft',
      product_ids: [three, one],
      is_home: false,
    });
    const id = created.json().data.id as number;

    const updated = await client.put(
      `/v1/admin/storefront/${id}`,
      {
        store_id: storeId,
        publication_status: 'published',
        product_ids: [one, two, three],
        description: 'Hot',
      },
      { token },
    );
    expect(updated.json().data).toMatchObject({
      publication_status: 'published',
      product_ids: [one, two, three],
    });
    const read = await client.get(`/v1/admin/storefront/${id}?store_id=${storeId}`, { token });
    expect(read.json().data).toMatchObject({ description: 'Hot', product_ids: [one, two, three] });

    await client.delete(`/v1/admin/product/${two}?store_id=${storeId}`, undefined, { token });
    expect(
      (await client.get(`/v1/admin/storefront/${id}?store_id=${storeId}`, { token })).json().data.product_ids,
    ).toEqual([one, three]);

    expect(
      (await client.delete(`/v1/admin/storefront/${id}?store_id=${storeId}`, undefined, { token }))
        .statusCode,
    ).toBe(200);
    expect((await client.get(`/v1/admin/storefront/${id}?store_id=${storeId}`, { token })).statusCode).toBe(
      404,
    );
  });

  it('keeps one home storefront per store', async () => {
    const first = await client.post(
      '/v1/admin/storefront',
      { store_id: storeId, name: 'Home A', is_home: true },
      { token },
    );
    const second = await client.post(
      '/v1/admin/storefront',
      { store_id: storeId, name: 'Home B', is_home: true },
      { token },
    );
    const list = await client.get(`/v1/admin/storefront?store_id=${storeId}`, { token });
    const homes = list.json().data.filter((front: { is_home: boolean }) => front.is_home);
    expect(homes.map((front: { id: number }) => front.id)).toEqual([second.json().data.id]);
    await client.put(
      `/v1/admin/storefront/${first.json().data.id}`,
      { store_id: storeId, is_home: true },
      { token },
    );
    const after = await client.get(`/v1/admin/storefront?store_id=${storeId}`, { token });
    expect(after.json().data[0]).toMatchObject({ id: first.json().data.id, is_home: true });
    expect(after.json().data.filter((front: { is_home: boolean }) => front.is_home)).toHaveLength(1);
  });

  it('refuses reserved, taken and badly formed slugs and foreign products', async () => {
    const { client: other, token: otherToken } = await registerMerchant(t.app);
    const otherStore = (await createStore(other, otherToken, { name: 'Else', slug: 'else-store' })).id;
    const foreign = (
      await other.post(
        '/v1/admin/product',
        { store_id: otherStore, name: 'X', price: 1 },
        { token: otherToken },
      )
    ).json().data.id as number;
    await client.post('/v1/admin/storefront', { store_id: storeId, name: 'Taken', slug: 'taken' }, { token });
    const generated = await client.post(
      '/v1/admin/storefront',
      { store_id: storeId, name: 'Cart' },
      { token },
    );
    expect(generated.json().data.slug).toBe('cart-2');

    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', slug: 'cart' }, 'slug'],
      [{ name: 'x', slug: 'checkout' }, 'slug'],
      [{ name: 'x', slug: 'Product' }, 'slug'],
      [{ name: 'x', slug: 'taken' }, 'slug'],
      [{ name: 'x', slug: 'with space' }, 'slug'],
      [{ name: '' }, 'name'],
      [{ name: 'x', publication_status: 'live' }, 'publication_status'],
      [{ name: 'x', product_ids: [foreign] }, 'product_ids'],
      [{ name: 'x', product_ids: [productIds[0], productIds[0]] }, 'product_ids'],
      [{ name: 'x', product_ids: 'all' }, 'product_ids'],
    ];
    const count = async () =>
      (await client.get(`/v1/admin/storefront?store_id=${storeId}`, { token })).json().data.length;
    const before = await count();
    for (const [body, field] of cases) {
      const response = await client.post('/v1/admin/storefront', { store_id: storeId, ...body }, { token });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
