import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  uniqueSlug,
  type TestApp,
  type TestClient,
} from './harness.js';

describe('API tokens', () => {
  let t: TestApp;
  let owner: { client: TestClient; token: string };
  let storeId: number;
  let otherStoreId: number;
  const asOwner = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    owner.client.call(method, url, body, { token: owner.token });
  const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const listed = async () => (await asOwner('GET', `/v1/admin/api-token?store_id=${storeId}`)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerMerchant(t.app, 'Owner');
    storeId = (await createStore(owner.client, owner.token, { name: 'Main', slug: uniqueSlug('tok') })).id;
    otherStoreId = (await createStore(owner.client, owner.token, { name: 'Second', slug: uniqueSlug('tok') }))
      .id;
  });
  afterAll(() => t.close());

  it('shows the token once, enforces its scopes, keeps it to its store and notes when it was used', async () => {
    const created = await asOwner('POST', '/v1/admin/api-token', {
      store_id: storeId,
      name: 'Accounting',
      scopes: ['orders:read', 'settings:read'],
    });
    expect(created.statusCode).toBe(201);
    const { token, ...view } = created.json().data;
    expect(token).toMatch(/^pat_[\w-]{43}$/);
    expect(view).toMatchObject({
      name: 'Accounting',
      scopes: ['orders:read', 'settings:read'],
      last_used_at: null,
    });
    const [stored] = await listed();
    expect(stored).toEqual(view);
    expect(JSON.stringify(await listed())).not.toContain(token.slice(4));

    expect((await withToken(token, 'GET', `/v1/admin/order?store_id=${storeId}`)).statusCode).toBe(200);
    expect((await listed())[0].last_used_at).toBe(t.clock.now().toISOString());
    expect((await withToken(token, 'GET', `/v1/admin/settings?store_id=${storeId}`)).statusCode).toBe(200);
    // The order books an accountant reads: invoices, the VAT report, the sales figures.
    for (const path of ['invoice', 'vat/oss-report', 'stats/sales']) {
      expect((await withToken(token, 'GET', `/v1/admin/${path}?store_id=${storeId}`)).statusCode, path).toBe(
        200,
      );
    }

    // Out of its scopes: 403, and nothing changes.
    const refused: [string, string, unknown?][] = [
      ['GET', `/v1/admin/product?store_id=${storeId}`],
      ['POST', '/v1/admin/product', { store_id: storeId, name: 'Sneaked in', price: 100 }],
      ['POST', '/v1/admin/settings', { store_id: storeId, settings: { primary_color: '#000000' } }],
      ['GET', '/v1/admin/account'],
      ['GET', '/v1/admin/store'],
      ['GET', `/v1/admin/api-token?store_id=${storeId}`],
      ['POST', '/v1/admin/api-token', { store_id: storeId, name: 'More', scopes: ['orders:write'] }],
    ];
    for (const [method, url, body] of refused) {
      const response = await withToken(token, method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const products = await asOwner('GET', `/v1/admin/product?store_id=${storeId}`);
    expect(products.json().data).toEqual([]);

    // Another store of the same merchant is out of reach: by its path as if it did not exist, and as
    // a store_id with what to send instead.
    expect((await withToken(token, 'GET', `/v1/admin/store/${otherStoreId}`)).statusCode).toBe(404);
    const other = await withToken(token, 'GET', `/v1/admin/order?store_id=${otherStoreId}`);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      store_id: [`This API token works on store ${storeId} only. Leave store_id out, or send ${storeId}.`],
    });
    expect((await withToken(token, 'GET', `/v1/admin/store/${storeId}`)).statusCode).toBe(200);

    t.clock.advance(120);
    await withToken(token, 'GET', `/v1/admin/order?store_id=${storeId}`);
    expect((await listed())[0].last_used_at).toBe(t.clock.now().toISOString());
  });

  it('lets a write scope change what it names, and stops working once revoked', async () => {
    const { token, id } = (
      await asOwner('POST', '/v1/admin/api-token', {
        store_id: storeId,
        name: 'Catalog sync',
        scopes: ['products:write'],
      })
    ).json().data;
    const product = await withToken(token, 'POST', '/v1/admin/product', {
      store_id: storeId,
      name: 'Synced',
      price: 500,
    });
    expect(product.statusCode).toBe(201);

    const revoked = await asOwner('DELETE', `/v1/admin/api-token/${id}?store_id=${storeId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).toBe(t.clock.now().toISOString());
    const after = await withToken(token, 'POST', '/v1/admin/product', {
      store_id: storeId,
      name: 'Again',
      price: 500,
    });
    expect(after.statusCode).toBe(401);
    expect(
      (await withToken('pat_not-a-token', 'GET', `/v1/admin/order?store_id=${storeId}`)).statusCode,
    ).toBe(401);
  });

  it('needs no store_id with a token: it acts on its own store, and a store_id of another is refused on that field', async () => {
    const { token } = (
      await asOwner('POST', '/v1/admin/api-token', {
        store_id: storeId,
        name: 'No store id',
        scopes: ['products:read', 'products:write', 'orders:read'],
      })
    ).json().data;
    const created = await withToken(token, 'POST', '/v1/admin/product', { name: 'Without id', price: 700 });
    expect(created.statusCode).toBe(201);
    const productId = created.json().data.id;
    const listed = await withToken(token, 'GET', '/v1/admin/product');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((product: { name: string }) => product.name)).toContain('Without id');
    expect((await withToken(token, 'GET', '/v1/admin/order')).statusCode).toBe(200);
    const updated = await withToken(token, 'PUT', `/v1/admin/product/${productId}`, { price: 800 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.price).toBe(800);
    const read = await withToken(token, 'GET', `/v1/admin/product/${productId}`);
    expect(read.json().data).toMatchObject({ name: 'Without id', price: 800 });
    // The product is the token's store's, as the merchant sees it.
    const owners = await asOwner('GET', `/v1/admin/product/${productId}?store_id=${storeId}`);
    expect(owners.json().data.name).toBe('Without id');

    const refusal = {
      store_id: [`This API token works on store ${storeId} only. Leave store_id out, or send ${storeId}.`],
    };
    for (const [method, url, body] of [
      ['GET', `/v1/admin/product?store_id=${otherStoreId}`],
      ['POST', '/v1/admin/product', { store_id: otherStoreId, name: 'Elsewhere', price: 100 }],
      ['PUT', `/v1/admin/product/${productId}`, { store_id: otherStoreId, price: 1 }],
      ['DELETE', `/v1/admin/product/${productId}?store_id=${otherStoreId}`],
    ] as const) {
      const response = await withToken(token, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json().errors, `${method} ${url}`).toEqual(refusal);
    }
    expect((await withToken(token, 'DELETE', `/v1/admin/product/${productId}`)).statusCode).toBe(200);
    expect((await asOwner('GET', `/v1/admin/product/${productId}?store_id=${storeId}`)).statusCode).toBe(404);
  });

  it('refuses unknown scopes with 422 naming the field', async () => {
    const response = await asOwner('POST', '/v1/admin/api-token', {
      store_id: storeId,
      name: 'Bad',
      scopes: ['everything'],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['scopes.0']);
  });

  it('answers 404 to another merchant on every token route', async () => {
    const { id } = (
      await asOwner('POST', '/v1/admin/api-token', {
        store_id: storeId,
        name: 'Kept',
        scopes: ['orders:read'],
      })
    ).json().data;
    const intruder = await registerMerchant(t.app, 'Intruder');
    const own = await createStore(intruder.client, intruder.token, {
      name: 'Theirs',
      slug: uniqueSlug('intr'),
    });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/admin/api-token?store_id=${storeId}`],
      ['POST', '/v1/admin/api-token', { store_id: storeId, name: 'Mine now', scopes: ['orders:read'] }],
      ['DELETE', `/v1/admin/api-token/${id}?store_id=${storeId}`],
      ['DELETE', `/v1/admin/api-token/${id}?store_id=${own.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await intruder.client.call(method as 'GET', url, body, { token: intruder.token });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const kept = (await listed()).find((item: { id: number }) => item.id === id);
    expect(kept.revoked_at).toBeNull();
    expect((await listed()).map((item: { name: string }) => item.name)).not.toContain('Mine now');
  });
});
