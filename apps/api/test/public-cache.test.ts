import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { updateProduct } from '../src/modules/products/products.repository.js';
import { writeSetting } from '../src/modules/kernel/index.js';
import { createTestApp, shopWithProduct, TestClient, type TestApp } from './harness.js';

describe('cached shop answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('show a merchant change on the very next request', async () => {
    const shop = await shopWithProduct(t.app, 'cached-shop');
    const shopper = new TestClient(t.app);
    const product = `/v1/store/cached-shop/product/${shop.productId}`;
    expect((await shopper.get(product)).json().data.name).toBe('Guide');
    expect((await shopper.get(product)).json().data.name).toBe('Guide');

    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, name: 'Guide, 2nd edition' },
      { token: shop.token },
    );
    expect((await shopper.get(product)).json().data.name).toBe('Guide, 2nd edition');

    await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { primary_color: '#aa0000' } },
      { token: shop.token },
    );
    expect((await shopper.get('/v1/store/cached-shop')).json().data.settings.primary_color).toBe('#aa0000');

    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, status: 'concept' },
      { token: shop.token },
    );
    expect((await shopper.get(product)).statusCode).toBe(404);
    expect((await shopper.get('/v1/store/cached-shop/front/home')).json().data.products).toEqual([]);
  });

  it('show a change made by another server process on the very next request', async () => {
    const shop = await shopWithProduct(t.app, 'shared-shop');
    const other = await t.anotherProcess();
    try {
      const product = `/v1/store/shared-shop/product/${shop.productId}`;
      const shopper = new TestClient(other.app);
      expect((await shopper.get(product)).json().data.name).toBe('Guide');
      expect((await shopper.get('/v1/store/shared-shop')).json().data.name).toBe('Shop shared-shop');

      await shop.client.put(
        `/v1/admin/product/${shop.productId}`,
        { store_id: shop.storeId, name: 'Guide, revised' },
        { token: shop.token },
      );
      expect((await shopper.get(product)).json().data.name).toBe('Guide, revised');

      await shop.client.put(
        `/v1/admin/store/${shop.storeId}`,
        { name: 'Renamed shop', slug: 'moved-shop' },
        { token: shop.token },
      );
      expect((await shopper.get('/v1/store/shared-shop')).statusCode).toBe(404);
      expect((await shopper.get('/v1/store/moved-shop')).json().data.name).toBe('Renamed shop');
    } finally {
      await other.close();
    }
  });

  it('show a change written outside any route (a job, a script) on the very next request', async () => {
    const shop = await shopWithProduct(t.app, 'scripted-shop');
    const shopper = new TestClient(t.app);
    const product = `/v1/store/scripted-shop/product/${shop.productId}`;
    expect((await shopper.get(product)).json().data.name).toBe('Guide');
    expect((await shopper.get('/v1/store/scripted-shop')).json().data.settings.primary_color).toBeNull();

    await t.ctx.database.allStoresDb
      .transaction()
      .execute((trx) => updateProduct(trx, shop.storeId, shop.productId, { name: 'Guide, by a job' }));
    expect((await shopper.get(product)).json().data.name).toBe('Guide, by a job');

    await withTenantScope(
      () =>
        writeSetting(t.ctx.database.db, shop.storeId, 'primary_color', '"#00aa00"', new Date().toISOString()),
      shop.storeId,
    );
    expect((await shopper.get('/v1/store/scripted-shop')).json().data.settings.primary_color).toBe('#00aa00');
  });

  it('does not move on for a refused change', async () => {
    const shop = await shopWithProduct(t.app, 'steady-shop');
    const version = async () =>
      (
        await t.ctx.database.allStoresDb
          .selectFrom('stores')
          .select('content_version')
          .where('id', '=', shop.storeId)
          .executeTakeFirstOrThrow()
      ).content_version;
    const before = await version();
    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, price: -5 },
      { token: shop.token },
    );
    expect(await version()).toBe(before);
    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, price: 500 },
      { token: shop.token },
    );
    expect(await version()).toBe(before + 1);
  });
});
