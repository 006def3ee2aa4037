import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidBuyer, type Delivered } from './buyer-helpers.js';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

type KeyItem = Delivered & {
  license_keys: string[];
  license_key_expiries: (string | null)[];
  license_keys_pending: number;
};

describe('licence keys: one per paid unit, from a pool or a pattern, with the licence API', () => {
  let t: TestApp;
  const activations: { order_id: string; instance_name: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.events.inTransaction('license.activated', async (_uow, { payload }) => {
      activations.push(payload);
    });
  });
  afterAll(() => t.close());

  const postItem = (shop: ShopFixture, settings: Record<string, unknown>) =>
    shop.client.post(
      `/v1/admin/product/${shop.productId}/product-item`,
      { store_id: shop.storeId, product_type: 'license_key', name: 'Licence key', ...settings },
      { token: shop.token },
    );
  const addItem = async (shop: ShopFixture, settings: Record<string, unknown>) => {
    const response = await postItem(shop, settings);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; license: Record<string, unknown> };
  };
  const keysPath = (shop: ShopFixture, itemId: number) =>
    `/v1/admin/product/${shop.productId}/product-item/${itemId}/license-keys`;
  const upload = (shop: ShopFixture, itemId: number, keys: string) =>
    shop.client.post(keysPath(shop, itemId), { store_id: shop.storeId, keys }, { token: shop.token });
  const listKeys = async (shop: ShopFixture, itemId: number, query = '') => {
    const response = await shop.client.get(`${keysPath(shop, itemId)}?store_id=${shop.storeId}${query}`, {
      token: shop.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { key: string; status: string; order_number: number | null; email: string | null }[];
      meta: { total: number };
    };
  };
  const keyItemsOf = (items: Delivered[]) =>
    (items as KeyItem[]).filter((item) => item.product_type === 'license_key');
  const mailsOf = (kind: string, storeId: number) =>
    t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select(['to_address', 'text', 'order_id'])
      .where('kind', '=', kind)
      .where('store_id', '=', storeId)
      .execute();
  const licenseApi = (path: string, body: object, address = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/v1/licenses/${path}`, payload: body, remoteAddress: address });

  it('hands 50 concurrent purchases 50 different keys of the pool, and shows who holds each', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('pool'));
    const item = await addItem(shop, { license_source: 'pool', low_stock_threshold: 5 });
    const pool = Array.from({ length: 60 }, (_, index) => `POOL-${String(index).padStart(4, '0')}`);
    // Blank lines and repeats are left out, and said so.
    const added = await upload(shop, item.id, `${pool.join('\r\n')}\n\n   \nPOOL-0001\n`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      added: 60,
      duplicates: ['POOL-0001'],
      duplicate_count: 1,
      pool: { available: 60, assigned: 0, waiting: 0, low: false },
    });
    const again = await upload(shop, item.id, 'POOL-0002\nPOOL-0100');
    expect(again.json().data).toMatchObject({ added: 1, duplicates: ['POOL-0002'], duplicate_count: 1 });
    expect((await upload(shop, item.id, '\n  \n')).json().errors).toEqual({
      keys: ['Add at least one key: one per line.'],
    });
    expect((await upload(shop, item.id, 'x'.repeat(201))).json().errors).toEqual({
      keys: ['A key may have at most 200 characters (line 1).'],
    });

    const orders = [];
    for (let index = 0; index < 50; index += 1) {
      orders.push(
        await placeOrder(t.app, shop, 1, {
          ...buyerOf(index),
          customer_details: { name: 'B', country: 'NL' },
        }),
      );
    }
    const paid = await Promise.all(orders.map(({ cartId }) => payWithTestProvider(t.app, shop.slug, cartId)));
    expect(paid.map((response) => response.statusCode)).toEqual(paid.map(() => 303));

    const handed = await listKeys(shop, item.id, '&status=assigned&per_page=100');
    expect(handed.meta.total).toBe(50);
    expect(new Set(handed.data.map((row) => row.key)).size).toBe(50);
    expect(new Set(handed.data.map((row) => row.order_number)).size).toBe(50);
    expect(handed.data.every((row) => row.email?.startsWith('buyer') && pool.includes(row.key))).toBe(true);
    const left = await listKeys(shop, item.id, '&status=available&per_page=100');
    expect(left.meta.total).toBe(11);
    expect(left.data.every((row) => row.order_number === null && row.email === null)).toBe(true);

    // The merchant was warned once, as the pool crossed its threshold (11 > 5: not yet).
    expect(await mailsOf('license_pool_low', shop.storeId)).toEqual([]);
    const items = await shop.client.get(
      `/v1/admin/product/${shop.productId}/product-item?store_id=${shop.storeId}`,
      { token: shop.token },
    );
    const listed = items.json().data.find((row: { id: number }) => row.id === item.id);
    expect(listed.license).toMatchObject({
      source: 'pool',
      available: 11,
      assigned: 50,
      waiting: 0,
      low: false,
    });
    // About 150 requests, 50 of them at once: on a loaded 2-core machine that alone can pass the default
    // per-test limit, which is a safety net here, not a budget.
  }, 90_000);

  it('keeps an order paid when the pool runs dry, warns the merchant, and delivers keys added later', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('dry'));
    const item = await addItem(shop, { license_source: 'pool', low_stock_threshold: 1 });
    await upload(shop, item.id, 'DRY-1\nDRY-2');
    const buyer = await paidBuyer(t, shop, 3);
    const [first] = keyItemsOf(await buyer.goods());
    expect(first!.license_keys.sort()).toEqual(['DRY-1', 'DRY-2']);
    expect(first!.license_keys_pending).toBe(1);

    const confirmation = (await mailsOf('order_confirmation', shop.storeId))[0]!;
    expect(confirmation.text).toContain('Licence key: DRY-1');
    expect(confirmation.text).toContain('1 more licence key(s) are on their way');
    const warnings = await mailsOf('license_pool_low', shop.storeId);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain('Betaalde bestellingen wachten op 1 sleutels');
    const pool = await shop.client.get(
      `/v1/admin/product/${shop.productId}/product-item?store_id=${shop.storeId}`,
      { token: shop.token },
    );
    expect(pool.json().data.find((row: { id: number }) => row.id === item.id).license).toMatchObject({
      available: 0,
      assigned: 2,
      waiting: 1,
      low: true,
    });

    // A second order finds the pool dry too; the warning is not repeated.
    const second = await paidBuyer(t, shop, 1);
    expect(keyItemsOf(await second.goods())[0]).toMatchObject({ license_keys: [], license_keys_pending: 1 });
    expect(await mailsOf('license_pool_low', shop.storeId)).toHaveLength(1);

    // New keys go to the waiting orders, the oldest first; each buyer is mailed their keys.
    const added = await upload(shop, item.id, 'DRY-3\nDRY-4\nDRY-5');
    expect(added.json().data).toMatchObject({
      added: 3,
      assigned_to_waiting: 2,
      pool: { available: 1, waiting: 0 },
    });
    expect(keyItemsOf(await buyer.goods())[0]).toMatchObject({ license_keys_pending: 0 });
    expect(keyItemsOf(await buyer.goods())[0]!.license_keys.sort()).toEqual(['DRY-1', 'DRY-2', 'DRY-3']);
    expect(keyItemsOf(await second.goods())[0]).toMatchObject({
      license_keys: ['DRY-4'],
      license_keys_pending: 0,
    });
    const delivered = await mailsOf('license_delivered', shop.storeId);
    expect(delivered.map((mail) => mail.order_id).sort()).toEqual([buyer.order.id, second.order.id].sort());
    expect(delivered.find((mail) => mail.order_id === second.order.id)!.text).toContain('Licence key: DRY-4');
  });

  it('generates unique keys from a pattern, and enforces the activation limit through the licence API', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('api'));
    const item = await addItem(shop, {
      license_source: 'pattern',
      license_prefix: 'PRO-',
      license_pattern: 'XXXX-XXXX-XXXX-XXXX',
      activation_limit: 2,
    });
    expect(item.license).toMatchObject({
      source: 'pattern',
      prefix: 'PRO-',
      activation_limit: 2,
      available: null,
    });
    const buyer = await paidBuyer(t, shop, 2);
    const [keys] = keyItemsOf(await buyer.goods());
    expect(keys!.license_keys).toHaveLength(2);
    for (const key of keys!.license_keys) expect(key).toMatch(/^PRO-[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(keys!.license_keys[0]).not.toBe(keys!.license_keys[1]);
    const key = keys!.license_keys[0]!;

    const fresh = await licenseApi('validate', { license_key: key });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({
      valid: true,
      error: null,
      license_key: { key, status: 'inactive', activation_limit: 2, activation_usage: 0 },
      instance: null,
      meta: {
        store_id: shop.storeId,
        product_id: shop.productId,
        product_name: 'Guide',
        order_number: buyer.order.number,
      },
    });
    // Asked as a form, as clients written for Lemon Squeezy's API ask, it answers the same.
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/v1/licenses/validate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ license_key: key }).toString(),
      remoteAddress: '10.0.0.1',
    });
    expect(asForm.statusCode, asForm.body).toBe(200);
    expect(asForm.json()).toEqual(fresh.json());
    const one = await licenseApi('activate', { license_key: key, instance_name: 'Laptop' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      activated: true,
      license_key: { status: 'active', activation_usage: 1 },
      instance: { name: 'Laptop' },
    });
    const instanceId = one.json().instance.id as string;
    // Two activations at once for the last place: one gets it.
    const race = await Promise.all(
      ['Desktop', 'Tablet'].map((name) => licenseApi('activate', { license_key: key, instance_name: name })),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(race.find((response) => response.statusCode === 422)!.json().errors).toEqual({
      license_key: ['This licence key has reached its activation limit.'],
    });
    expect(
      (await licenseApi('validate', { license_key: key, instance_id: instanceId })).json(),
    ).toMatchObject({
      valid: true,
      instance: { id: instanceId, name: 'Laptop' },
      license_key: { activation_usage: 2 },
    });
    const deactivated = await licenseApi('deactivate', { license_key: key, instance_id: instanceId });
    expect(deactivated.json()).toMatchObject({ deactivated: true, license_key: { activation_usage: 1 } });
    expect(
      (await licenseApi('validate', { license_key: key, instance_id: instanceId })).json(),
    ).toMatchObject({
      valid: false,
      error: 'license_instance_unknown',
    });
    expect((await licenseApi('deactivate', { license_key: key, instance_id: instanceId })).statusCode).toBe(
      422,
    );
    expect((await licenseApi('activate', { license_key: key, instance_name: 'Phone' })).statusCode).toBe(200);

    // Each activation is an event other modules (the merchant's webhooks) can follow.
    expect(
      activations.filter((event) => event.order_id === buyer.order.id).map((event) => event.instance_name),
    ).toEqual(['Laptop', race[0]!.statusCode === 200 ? 'Desktop' : 'Tablet', 'Phone']);
    expect((await licenseApi('validate', { license_key: 'PRO-NOPE-NOPE-NOPE-NOPE' })).statusCode).toBe(404);
  });

  it("disables a refunded order's keys, and refuses a pool key that was never sold", async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('refund'));
    const item = await addItem(shop, { license_source: 'pool' });
    await upload(shop, item.id, 'REF-1\nREF-2');
    const buyer = await paidBuyer(t, shop, 1);
    const [key] = keyItemsOf(await buyer.goods())[0]!.license_keys;
    expect((await licenseApi('activate', { license_key: key, instance_name: 'Mac' })).statusCode).toBe(200);
    expect((await licenseApi('validate', { license_key: 'REF-2' })).statusCode).toBe(404);

    const refund = await shop.client.post(
      `/v1/admin/order/${buyer.order.id}/refund`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await licenseApi('validate', { license_key: key })).json()).toMatchObject({
      valid: false,
      error: 'license_disabled',
      license_key: { status: 'disabled' },
    });
    expect((await licenseApi('activate', { license_key: key, instance_name: 'PC' })).json().errors).toEqual({
      license_key: ['This licence key has been disabled.'],
    });
    const order = await shop.client.get(`/v1/admin/order/${buyer.order.id}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(order.json().data.license_keys).toEqual([
      { key, status: 'disabled', product_name: 'Guide – Licence key' },
    ]);
    const listed = await listKeys(shop, item.id);
    expect(listed.data.map((row) => [row.key, row.status])).toEqual([
      [key, 'disabled'],
      ['REF-2', 'available'],
    ]);
  });

  it('rate limits the licence API per client address', async () => {
    const answers = [];
    for (let call = 0; call < 61; call += 1) {
      answers.push((await licenseApi('validate', { license_key: `NONE-${call}` }, '10.9.9.9')).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it("keeps one store's keys from another store's merchant", async () => {
    const a = await shopWithProduct(t.app, uniqueSlug('keys-a'));
    const b = await shopWithProduct(t.app, uniqueSlug('keys-b'));
    const item = await addItem(a, { license_source: 'pool' });
    await upload(a, item.id, 'SECRET-A');
    const asB = (path: string, body?: object) =>
      body === undefined
        ? b.client.get(`${path}?store_id=${b.storeId}`, { token: b.token })
        : b.client.post(path, { store_id: b.storeId, ...body }, { token: b.token });
    const asBForA = (path: string) => b.client.get(`${path}?store_id=${a.storeId}`, { token: b.token });
    expect((await asB(keysPath(a, item.id))).statusCode).toBe(404);
    expect((await asBForA(keysPath(a, item.id))).statusCode).toBe(404);
    expect((await asB(keysPath(a, item.id), { keys: 'PLANTED' })).statusCode).toBe(404);
    expect((await listKeys(a, item.id)).data.map((row) => row.key)).toEqual(['SECRET-A']);
    // The same key text may live in both stores; the licence API then asks which.
    const itemB = await addItem(b, { license_source: 'pool' });
    expect((await upload(b, itemB.id, 'SECRET-A')).json().data.added).toBe(1);
  });

  it("expires a key the item's valid days after payment: validate says so, activate is refused", async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('expiry'));
    const item = await addItem(shop, { license_source: 'pattern', license_valid_days: 30 });
    expect(item.license).toMatchObject({ valid_days: 30 });
    const paidAt = t.clock.now();
    const buyer = await paidBuyer(t, shop, 1);
    const [key] = keyItemsOf(await buyer.goods())[0]!.license_keys;
    const expiresAt = new Date(paidAt.getTime() + 30 * 86_400_000).toISOString();
    // The buyer's order page can say until when the key works.
    expect(keyItemsOf(await buyer.goods())[0]).toMatchObject({ license_key_expiries: [expiresAt] });

    const before = await licenseApi('validate', { license_key: key });
    expect(before.json()).toMatchObject({
      valid: true,
      error: null,
      license_key: { key, status: 'inactive', expires_at: expiresAt },
    });
    const activated = await licenseApi('activate', { license_key: key, instance_name: 'Laptop' });
    expect(activated.statusCode, activated.body).toBe(200);
    const instanceId = activated.json().instance.id as string;
    expect((await listKeys(shop, item.id)).data).toMatchObject([{ key, expires_at: expiresAt }]);

    t.clock.advance(31 * 86_400);
    expect((await licenseApi('validate', { license_key: key })).json()).toMatchObject({
      valid: false,
      error: 'license_expired',
      license_key: { status: 'expired', expires_at: expiresAt },
    });
    const refused = await licenseApi('activate', { license_key: key, instance_name: 'Desktop' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ license_key: ['This licence key has expired.'] });
    // The program may still give its place back.
    const deactivated = await licenseApi('deactivate', { license_key: key, instance_id: instanceId });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({
      deactivated: true,
      license_key: { status: 'expired', activation_usage: 0 },
    });

    // An item without valid days hands out keys that never expire.
    const other = await shopWithProduct(t.app, uniqueSlug('forever'));
    expect((await addItem(other, { license_source: 'pattern' })).license).toMatchObject({ valid_days: null });
    const later = await paidBuyer(t, other, 1);
    const [lastingItem] = keyItemsOf(await later.goods());
    expect(lastingItem!.license_key_expiries).toEqual([null]);
    const [lasting] = lastingItem!.license_keys;
    expect((await licenseApi('validate', { license_key: lasting })).json()).toMatchObject({
      valid: true,
      license_key: { status: 'inactive', expires_at: null },
    });
  });

  it("counts a late key's days from the moment it reaches the waiting order", async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('late'));
    const item = await addItem(shop, { license_source: 'pool', license_valid_days: 10 });
    const buyer = await paidBuyer(t, shop, 1);
    expect(keyItemsOf(await buyer.goods())[0]).toMatchObject({ license_keys: [], license_keys_pending: 1 });
    t.clock.advance(60);
    const uploadedAt = t.clock.now();
    expect((await upload(shop, item.id, 'LATE-1')).json().data).toMatchObject({ assigned_to_waiting: 1 });
    expect(keyItemsOf(await buyer.goods())[0]).toMatchObject({
      license_keys: ['LATE-1'],
      license_key_expiries: [new Date(uploadedAt.getTime() + 10 * 86_400_000).toISOString()],
    });
  });

  it('refuses valid days outside 1 to 36,500, naming the field', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('valid-days'));
    for (const days of [0, 40_000]) {
      const created = await postItem(shop, { license_source: 'pattern', license_valid_days: days });
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().errors)).toEqual(['license_valid_days']);
    }
    const item = await addItem(shop, { license_source: 'pattern', license_valid_days: 365 });
    const path = `/v1/admin/product/${shop.productId}/product-item/${item.id}`;
    const tooLong = await shop.client.put(
      path,
      { store_id: shop.storeId, license_valid_days: 40_000 },
      { token: shop.token },
    );
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['license_valid_days']);
    const never = await shop.client.put(
      path,
      { store_id: shop.storeId, license_valid_days: null },
      { token: shop.token },
    );
    expect(never.statusCode, never.body).toBe(200);
    expect(never.json().data.license).toMatchObject({ valid_days: null });
  });
});

const buyerOf = (index: number) => ({ email: `buyer${index}@example.com` });
