import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterStore, withTenantScope } from '../src/db/tenant-scope.js';
import { createTestApp, dialect, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';

/**
 * A tenant query made where no store was entered sees no rows on PostgreSQL (row-level security);
 * on SQLite it fails, so the same misuse shows in every test run, not only on PostgreSQL.
 */
describe('tenant scopes are asserted on both databases', () => {
  let t: TestApp;
  let shop: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'scoped-shop');
  });
  afterAll(() => t.close());

  const productsOfShop = () =>
    t.ctx.database.db.selectFrom('products').select('name').where('store_id', '=', shop.storeId).execute();

  it('a query on a store’s table outside its scope never sees its rows', async () => {
    const outside = productsOfShop();
    if (dialect === 'sqlite') await expect(outside).rejects.toThrow(/outside a store's tenant scope/);
    else expect(await outside).toEqual([]);
    const noStoreYet = withTenantScope(productsOfShop);
    if (dialect === 'sqlite') await expect(noStoreYet).rejects.toThrow(/outside a store's tenant scope/);
    else expect(await noStoreYet).toEqual([]);
  });

  it('a query inside the store’s scope sees its rows, and tables of no store need no scope', async () => {
    expect(await withTenantScope(productsOfShop, shop.storeId)).toEqual([{ name: 'Guide' }]);
    const users = await t.ctx.database.db.selectFrom('users').select('id').execute();
    expect(users.length).toBeGreaterThan(0);
  });

  it('entering a store outside a scope, or a second store in one, fails', async () => {
    expect(() => enterStore(shop.storeId)).toThrow('outside a tenant scope');
    await withTenantScope(async () => {
      expect(() => enterStore(shop.storeId + 1)).toThrow(`acts on store ${shop.storeId}`);
    }, shop.storeId);
  });
});
