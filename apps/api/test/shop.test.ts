import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';

type ProductInput = Record<string, unknown> & { name: string; price: number };

describe('shop API: fronts, products and carts', () => {
  let t: TestApp;
  let shopper: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    shopper = new TestClient(t.app);
    const { client, token } = await registerMerchant(t.app);
    const b2c = (
      await createStore(client, token, { name: 'Consumer', slug: 'consumer', business_type: 'b2c' })
    ).id;
    const b2b = (
      await createStore(client, token, { name: 'Business', slug: 'business', business_type: 'b2b' })
    ).id;
    const add = async (storeId: number, key: string, product: ProductInput) => {
      const response = await client.post(
        '/v1/admin/product',
        { store_id: storeId, status: 'for_sale', ...product },
        { token },
      );
      ids[key] = response.json().data.id;
      t.clock.advance(1);
    };
    await add(b2c, 'A', { name: 'Alpha', price: 1210, vat_rate: 21 });
    await add(b2c, 'B', {
      name: 'Beta',
      price: 1000,
      vat_rate: 9,
      discount_type: 'percentage',
      discount_value: 15,
    });
    await add(b2c, 'C', {
      name: 'Gamma',
      price: 499,
      vat_rate: 0,
      discount_type: 'fixed_price',
      discount_value: 399,
    });
    await add(b2c, 'concept', { name: 'Draft idea', price: 100, status: 'concept' });
    await add(b2c, 'unavailable', { name: 'Sold out', price: 100, status: 'unavailable' });
    await add(b2c, 'unlisted', { name: 'Secret link', price: 100, status: 'unlisted' });
    await add(b2b, 'D', { name: 'Delta', price: 50, vat_rate: 21 });
    await add(b2b, 'E', {
      name: 'Epsilon',
      price: 1001,
      vat_rate: 9,
      discount_type: 'percentage',
      discount_value: 50,
    });
    await add(b2b, 'F', { name: 'Phi', price: 2000, vat_rate: 0 });

    await client.post(
      '/v1/admin/storefront',
      {
        store_id: b2c,
        name: 'Picks',
        slug: 'picks',
        publication_status: 'published',
        product_ids: [ids.C, ids.concept, ids.A],
      },
      { token },
    );
    await client.post('/v1/admin/storefront', { store_id: b2c, name: 'Hidden', slug: 'hidden' }, { token });
  });
  afterAll(() => t.close());

  it('answers a b2c cart with totals including VAT, discounts and 99 pieces', async () => {
    const created = await shopper.post('/v1/store/consumer/cart', {
      products: [
        { product_id: ids.A, quantity: 3 },
        { product_id: ids.B, quantity: 2 },
        { product_id: ids.C, quantity: 99 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const cart = created.json().data;
    expect(cart.id).toHaveLength(36);
    expect(cart.business_type).toBe('b2c');
    expect(
      cart.products.map((line: Record<string, unknown>) => [
        line.unit_price,
        line.total_excl_vat,
        line.total_incl_vat,
      ]),
    ).toEqual([
      [1210, 3000, 3630],
      [850, 1560, 1700],
      [399, 39501, 39501],
    ]);
    expect(cart.totals).toEqual({ total_excl_vat: 44061, total_vat: 770, total_incl_vat: 44831 });

    const read = await shopper.get(`/v1/store/consumer/cart/${cart.id}`);
    expect(read.json().data).toEqual(cart);
  });

  it('answers a b2b cart with totals excluding VAT, rounding VAT per line half up', async () => {
    const response = await shopper.post('/v1/store/business/cart', {
      products: [
        { product_id: ids.D, quantity: 1 },
        { product_id: ids.E, quantity: 3 },
        { product_id: ids.F, quantity: 99 },
      ],
    });
    const cart = response.json().data;
    expect(
      cart.products.map((line: Record<string, unknown>) => [
        line.unit_price,
        line.total_excl_vat,
        line.total_incl_vat,
      ]),
    ).toEqual([
      [50, 50, 61],
      [501, 1503, 1638],
      [2000, 198000, 198000],
    ]);
    expect(cart.totals).toEqual({ total_excl_vat: 199553, total_vat: 146, total_incl_vat: 199699 });
  });

  it('changes quantities, removes lines and keeps an unavailable product out of the totals', async () => {
    const cart = (
      await shopper.post('/v1/store/consumer/cart', { products: [{ product_id: ids.unlisted, quantity: 1 }] })
    ).json().data;
    const url = `/v1/store/consumer/cart/${cart.id}`;
    const changed = await shopper.post(url, {
      products: [
        { product_id: ids.unlisted, quantity: 2 },
        { product_id: ids.A, quantity: 1 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.totals.total_incl_vat).toBe(200 + 1210);

    await t.ctx.database.allStoresDb
      .updateTable('products')
      .set({ status: 'unavailable' })
      .where('id', '=', ids.unlisted!)
      .execute();
    const stale = (await shopper.get(url)).json().data;
    expect(stale.products.map((line: { available: boolean }) => line.available)).toEqual([false, true]);
    expect(stale.totals).toEqual({ total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 });

    const kept = await shopper.post(url, {
      products: [
        { product_id: ids.unlisted, quantity: 2 },
        { product_id: ids.A, quantity: 4 },
      ],
    });
    expect(kept.statusCode).toBe(200);
    const removed = await shopper.post(url, { products: [{ product_id: ids.A, quantity: 4 }] });
    expect(removed.json().data.products).toHaveLength(1);
    expect(removed.json().data.totals.total_incl_vat).toBe(4840);
    // What a save answers is what it stored: a read after it shows the same cart.
    expect((await shopper.get(url)).json().data).toEqual(removed.json().data);
    const reordered = await shopper.post(url, {
      products: [
        { product_id: ids.B, quantity: 2 },
        { product_id: ids.A, quantity: 5 },
      ],
    });
    const lines = reordered.json().data.products as { product_id: number; quantity: number }[];
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [ids.B, 2],
      [ids.A, 5],
    ]);
    expect((await shopper.get(url)).json().data).toEqual(reordered.json().data);
    await t.ctx.database.allStoresDb
      .updateTable('products')
      .set({ status: 'unlisted' })
      .where('id', '=', ids.unlisted!)
      .execute();
  });

  it('saves one cart from many tabs at once: each save whole, one of them kept', async () => {
    const cart = (
      await shopper.post('/v1/store/consumer/cart', { products: [{ product_id: ids.A, quantity: 1 }] })
    ).json().data;
    const url = `/v1/store/consumer/cart/${cart.id}`;
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        shopper.post(url, {
          products: [
            { product_id: ids.A, quantity: index + 1 },
            { product_id: ids.B, quantity: 1 },
          ],
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual(saves.map(() => 200));
    const lines = (await shopper.get(url)).json().data.products;
    expect(lines.map((line: { product_id: number }) => line.product_id)).toEqual([ids.A, ids.B]);
    expect(saves.map((save) => save.json().data.products[0].quantity)).toContain(lines[0].quantity);
  });

  it('refuses foreign, hidden and duplicate products and bad quantities, changing nothing', async () => {
    const cart = (
      await shopper.post('/v1/store/consumer/cart', { products: [{ product_id: ids.A, quantity: 1 }] })
    ).json().data;
    const url = `/v1/store/consumer/cart/${cart.id}`;
    const cases: [unknown, string][] = [
      [[{ product_id: ids.D, quantity: 1 }], 'products.0.product_id'],
      [[{ product_id: ids.concept, quantity: 1 }], 'products.0.product_id'],
      [
        [
          { product_id: ids.A, quantity: 1 },
          { product_id: ids.unavailable, quantity: 1 },
        ],
        'products.1.product_id',
      ],
      [[{ product_id: 999999, quantity: 1 }], 'products.0.product_id'],
      [[{ product_id: ids.A, quantity: 0 }], 'products.0.quantity'],
      [[{ product_id: ids.A, quantity: 100 }], 'products.0.quantity'],
      [[{ product_id: ids.A, quantity: 1.5 }], 'products.0.quantity'],
      [[{ product_id: ids.A, quantity: '2' }], 'products.0.quantity'],
      [[{ product_id: ids.A }], 'products.0.quantity'],
      [
        [
          { product_id: ids.A, quantity: 1 },
          { product_id: ids.A, quantity: 2 },
        ],
        'products',
      ],
      ['everything', 'products'],
    ];
    for (const [products, field] of cases) {
      const response = await shopper.post(url, { products });
      expect(response.statusCode, JSON.stringify(products)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(products)).toContain(field);
    }
    expect((await shopper.get(url)).json().data).toEqual(cart);
    const carts = await t.ctx.database.allStoresDb.selectFrom('carts').select('id').execute();
    const refusedNew = await shopper.post('/v1/store/consumer/cart', {
      products: [{ product_id: ids.D, quantity: 1 }],
    });
    expect(refusedNew.statusCode).toBe(422);
    expect(await t.ctx.database.allStoresDb.selectFrom('carts').select('id').execute()).toEqual(carts);
  });

  it('keeps carts to their store and answers 404 for unknown ones', async () => {
    const cart = (await shopper.post('/v1/store/consumer/cart', { products: [] })).json().data;
    expect((await shopper.get(`/v1/store/business/cart/${cart.id}`)).statusCode).toBe(404);
    expect((await shopper.post(`/v1/store/business/cart/${cart.id}`, { products: [] })).statusCode).toBe(404);
    expect(
      (await shopper.get('/v1/store/consumer/cart/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await shopper.get('/v1/store/nowhere/cart/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const short = await shopper.get('/v1/store/consumer/cart/abc');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['cartSessionId']);
  });

  it('serves published fronts and public products only, with prices computed on the server', async () => {
    const home = await shopper.get('/v1/store/consumer/front/home');
    expect(home.json().data.storefront).toBeNull();
    expect(home.json().data.products.map((product: { name: string }) => product.name)).toEqual([
      'Gamma',
      'Beta',
      'Alpha',
    ]);

    const picks = await shopper.get('/v1/store/consumer/front/picks');
    expect(picks.json().data.storefront).toEqual({ name: 'Picks', slug: 'picks', description: '' });
    expect(picks.json().data.products.map((product: { name: string }) => product.name)).toEqual([
      'Gamma',
      'Alpha',
    ]);

    const beta = await shopper.get(`/v1/store/consumer/product/${ids.B}`);
    expect(beta.json().data).toMatchObject({
      name: 'Beta',
      price: { excl_vat: 780, incl_vat: 850 },
      original_price: { excl_vat: 917, incl_vat: 1000 },
      available: true,
    });
    const bySlug = await shopper.get('/v1/store/consumer/product/alpha');
    expect(bySlug.json().data).toMatchObject({
      id: ids.A,
      price: { excl_vat: 1000, incl_vat: 1210 },
      original_price: null,
    });
    expect(bySlug.json().data).not.toHaveProperty('status');
    const delta = await shopper.get(`/v1/store/business/product/${ids.D}`);
    expect(delta.json().data.price).toEqual({ excl_vat: 50, incl_vat: 61 });
    expect((await shopper.get(`/v1/store/consumer/product/${ids.unlisted}`)).statusCode).toBe(200);

    for (const url of [
      '/v1/store/consumer/front/hidden',
      '/v1/store/consumer/front/nothing',
      `/v1/store/consumer/product/${ids.concept}`,
      `/v1/store/consumer/product/${ids.unavailable}`,
      '/v1/store/consumer/product/sold-out',
      `/v1/store/consumer/product/${ids.D}`,
      '/v1/store/nowhere',
      '/v1/store/nowhere/front/home',
      `/v1/store/nowhere/product/${ids.A}`,
    ]) {
      expect((await shopper.get(url)).statusCode, url).toBe(404);
    }
  });
});
