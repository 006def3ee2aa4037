import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidBuyer, type Delivered } from './buyer-helpers.js';
import { createTestApp, shopWithProduct, uniqueSlug, type ShopFixture, type TestApp } from './harness.js';

type KeyItem = Delivered & { license_keys: string[] };

/**
 * The merchant's help with one key (issue 31, item 7): keys pasted into the form that creates a pool
 * item; per key disable, enable, reset activations, replace, and the instances it runs on.
 */
describe('licence keys managed one by one by the merchant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const itemsPath = (shop: ShopFixture) => `/v1/admin/product/${shop.productId}/product-item`;
  const postItem = (shop: ShopFixture, settings: Record<string, unknown>) =>
    shop.client.post(
      itemsPath(shop),
      { store_id: shop.storeId, product_type: 'license_key', name: 'Licence key', ...settings },
      { token: shop.token },
    );
  const itemCount = async (shop: ShopFixture) =>
    (await shop.client.get(`${itemsPath(shop)}?store_id=${shop.storeId}`, { token: shop.token })).json().data
      .length as number;
  const keyPath = (shop: ShopFixture, itemId: number, keyId: number) =>
    `${itemsPath(shop)}/${itemId}/license-keys/${keyId}`;
  const listKeys = async (shop: ShopFixture, itemId: number) => {
    const response = await shop.client.get(
      `${itemsPath(shop)}/${itemId}/license-keys?store_id=${shop.storeId}&per_page=100`,
      { token: shop.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      id: number;
      key: string;
      status: string;
      order_number: number | null;
      activations: number;
    }[];
  };
  const act = (shop: ShopFixture, itemId: number, keyId: number, action: string, token = shop.token) =>
    shop.client.post(`${keyPath(shop, itemId, keyId)}/${action}`, { store_id: shop.storeId }, { token });
  const replace = (shop: ShopFixture, itemId: number, keyId: number, key?: string) =>
    shop.client.put(
      keyPath(shop, itemId, keyId),
      { store_id: shop.storeId, ...(key === undefined ? {} : { key }) },
      { token: shop.token },
    );
  const instances = async (shop: ShopFixture, itemId: number, keyId: number) => {
    const response = await shop.client.get(
      `${keyPath(shop, itemId, keyId)}/activations?store_id=${shop.storeId}`,
      { token: shop.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { instance_id: string; name: string; created_at: string }[];
      meta: { total: number };
    };
  };
  let caller = 0;
  // A client address per call: the licence API allows 60 calls a minute per address.
  const licenseApi = (path: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/licenses/${path}`,
      payload: body,
      remoteAddress: `10.0.31.${(caller += 1)}`,
    });

  /** A shop selling a pool item whose keys the form that created it took; one buyer has paid. */
  async function soldKey(prefix: string, settings: Record<string, unknown> = {}) {
    const shop = await shopWithProduct(t.app, uniqueSlug(prefix));
    const created = await postItem(shop, {
      license_source: 'pool',
      activation_limit: 2,
      // Keys of this shop only: the licence API asks for the store of a key two stores hold.
      license_keys: `${shop.slug}-1\n${shop.slug}-2\n`,
      ...settings,
    });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json().data.id as number;
    const buyer = await paidBuyer(t, shop, 1);
    const goods = (await buyer.goods()) as KeyItem[];
    const key = goods.find((item) => item.product_type === 'license_key')!.license_keys[0]!;
    const row = (await listKeys(shop, itemId)).find((candidate) => candidate.key === key)!;
    return { shop, itemId, key, keyId: row.id, orderNumber: buyer.order.number };
  }

  it('creates a pool item with the keys pasted into its form, or refuses the form whole', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('paste'));
    const other = await postItem(shop, { license_source: 'pool', license_keys: 'TAKEN-1' });
    expect(other.statusCode, other.body).toBe(201);

    const created = await postItem(shop, {
      license_source: 'pool',
      license_keys: 'NEW-1\r\n\r\nNEW-2\nNEW-1\nTAKEN-1\n  NEW-3  \n',
    });
    expect(created.statusCode, created.body).toBe(201);
    // Blank lines, a repeat and a key the store had are left out.
    expect(created.json().data.license).toMatchObject({ source: 'pool', available: 3, assigned: 0 });
    const keys = await listKeys(shop, created.json().data.id);
    expect(keys.map((row) => row.key).sort()).toEqual(['NEW-1', 'NEW-2', 'NEW-3']);

    const before = await itemCount(shop);
    const tooLong = await postItem(shop, {
      license_source: 'pool',
      license_keys: `OK-1\n${'x'.repeat(201)}`,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      license_keys: ['A key may have at most 200 characters (line 2).'],
    });
    const generated = await postItem(shop, { license_source: 'pattern', license_keys: 'OWN-1' });
    expect(generated.statusCode).toBe(422);
    expect(Object.keys(generated.json().errors)).toEqual(['license_keys']);
    expect(await itemCount(shop)).toBe(before);
  });

  it('resets a key’s activations so its buyer can activate a new computer, listing the instances first', async () => {
    const { shop, itemId, key, keyId } = await soldKey('reset');
    const first = await licenseApi('activate', { license_key: key, instance_name: 'Old laptop' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await licenseApi('activate', { license_key: key, instance_name: 'Office PC' })).statusCode).toBe(
      200,
    );
    const full = await licenseApi('activate', { license_key: key, instance_name: 'New laptop' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual({
      license_key: ['This licence key has reached its activation limit.'],
    });

    const listed = await instances(shop, itemId, keyId);
    expect(listed.meta.total).toBe(2);
    expect(listed.data.map((row) => row.name).sort()).toEqual(['Office PC', 'Old laptop']);
    expect(listed.data.map((row) => row.instance_id)).toContain(first.json().instance.id);

    const reset = await act(shop, itemId, keyId, 'reset_activations');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ id: keyId, key, status: 'assigned', activations: 0 });
    expect((await instances(shop, itemId, keyId)).meta.total).toBe(0);
    // The old instance is no longer known; the new laptop takes a place.
    const old = await licenseApi('validate', { license_key: key, instance_id: first.json().instance.id });
    expect(old.json()).toMatchObject({ valid: false, error: 'license_instance_unknown' });
    const fresh = await licenseApi('activate', { license_key: key, instance_name: 'New laptop' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().license_key).toMatchObject({ activation_usage: 1, activation_limit: 2 });
  });

  it('disables a key so the licence API refuses it, and enables it again', async () => {
    const { shop, itemId, key, keyId, orderNumber } = await soldKey('disable');
    expect((await licenseApi('validate', { license_key: key })).json().valid).toBe(true);

    const disabled = await act(shop, itemId, keyId, 'disable');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ status: 'disabled', order_number: orderNumber });
    expect(disabled.json().data.disabled_at).not.toBeNull();
    const refused = await licenseApi('validate', { license_key: key });
    expect(refused.json()).toMatchObject({
      valid: false,
      error: 'license_disabled',
      license_key: { status: 'disabled' },
    });
    const activation = await licenseApi('activate', { license_key: key, instance_name: 'Laptop' });
    expect(activation.statusCode).toBe(422);
    expect(activation.json().errors).toEqual({ license_key: ['This licence key has been disabled.'] });
    // Twice is no error: it stays disabled.
    expect((await act(shop, itemId, keyId, 'disable')).json().data.status).toBe('disabled');

    const enabled = await act(shop, itemId, keyId, 'enable');
    expect(enabled.json().data).toMatchObject({
      status: 'assigned',
      disabled_at: null,
      order_number: orderNumber,
    });
    expect((await licenseApi('validate', { license_key: key })).json()).toMatchObject({
      valid: true,
      error: null,
    });

    // A key of the pool not sold yet goes back to the pool, and is not handed out while disabled.
    const unsold = (await listKeys(shop, itemId)).find((row) => row.status === 'available')!;
    expect((await act(shop, itemId, unsold.id, 'disable')).json().data.status).toBe('disabled');
    const next = await paidBuyer(t, shop, 1);
    const goods = (await next.goods()) as (KeyItem & { license_keys_pending: number })[];
    expect(goods.find((item) => item.product_type === 'license_key')).toMatchObject({
      license_keys: [],
      license_keys_pending: 1,
    });
    expect((await act(shop, itemId, unsold.id, 'enable')).json().data.status).toBe('available');
  });

  it('replaces a key’s text, keeping its order, and refuses a text the store has', async () => {
    const { shop, itemId, key, keyId, orderNumber } = await soldKey('replace');
    expect((await licenseApi('activate', { license_key: key, instance_name: 'Laptop' })).statusCode).toBe(
      200,
    );
    const other = (await listKeys(shop, itemId)).find((row) => row.key !== key)!;

    const taken = await replace(shop, itemId, keyId, other.key);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ key: ['This store already has this key.'] });
    const missing = await replace(shop, itemId, keyId, '  ');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ key: ['Enter the new key.'] });

    const renewed = `${shop.slug}-NEW`;
    const replaced = await replace(shop, itemId, keyId, `  ${renewed}  `);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({
      id: keyId,
      key: renewed,
      status: 'assigned',
      order_number: orderNumber,
      activations: 0,
    });
    expect((await licenseApi('validate', { license_key: key })).statusCode).toBe(404);
    expect((await licenseApi('validate', { license_key: renewed })).json()).toMatchObject({
      valid: true,
      license_key: { activation_usage: 0, activation_limit: 2 },
      meta: { order_number: orderNumber },
    });
  });

  it('draws a generated item’s replacement from its pattern', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('redraw'));
    const created = await postItem(shop, { license_source: 'pattern', license_prefix: 'GEN-' });
    const itemId = created.json().data.id as number;
    await paidBuyer(t, shop, 1);
    const [sold] = await listKeys(shop, itemId);
    const replaced = await replace(shop, itemId, sold!.id);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.key).toMatch(/^GEN-[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(replaced.json().data.key).not.toBe(sold!.key);
  });

  it('answers 404 to another merchant, whose store never reaches the key', async () => {
    const { shop, itemId, key, keyId } = await soldKey('owner');
    const stranger = await shopWithProduct(t.app, uniqueSlug('stranger'));
    const foreign = await stranger.client.post(
      `${keyPath(shop, itemId, keyId)}/disable`,
      { store_id: stranger.storeId },
      { token: stranger.token },
    );
    expect(foreign.statusCode).toBe(404);
    const theirs = await act(shop, itemId, keyId, 'disable', stranger.token);
    expect([403, 404]).toContain(theirs.statusCode);
    expect((await licenseApi('validate', { license_key: key })).json().valid).toBe(true);
  });
});
