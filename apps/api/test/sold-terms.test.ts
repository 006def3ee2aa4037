import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidBuyer, signedInBuyer, type Delivered } from './buyer-helpers.js';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

type KeyItem = Delivered & { license_keys: string[]; license_key_expiries: (string | null)[] };

const DAY_MS = 86_400_000;

/** Decision 039, "What was sold keeps its terms": a key, and an order's goods, read what was paid for. */
describe('what was sold keeps its terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const itemsPath = (shop: ShopFixture) => `/v1/admin/product/${shop.productId}/product-item`;
  const addKeyItem = async (shop: ShopFixture, settings: Record<string, unknown>) => {
    const response = await shop.client.post(
      itemsPath(shop),
      { store_id: shop.storeId, product_type: 'license_key', name: 'Licence key', ...settings },
      { token: shop.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number };
  };
  const changeItem = (shop: ShopFixture, itemId: number, changes: Record<string, unknown>) =>
    shop.client.put(
      `${itemsPath(shop)}/${itemId}`,
      { store_id: shop.storeId, ...changes },
      { token: shop.token },
    );
  const deleteItem = (shop: ShopFixture, itemId: number) =>
    shop.client.delete(`${itemsPath(shop)}/${itemId}`, { store_id: shop.storeId }, { token: shop.token });
  const listedItems = async (shop: ShopFixture) => {
    const response = await shop.client.get(`${itemsPath(shop)}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { id: number }[]).map((item) => item.id);
  };
  const uploadKeys = (shop: ShopFixture, itemId: number, keys: string) =>
    shop.client.post(
      `${itemsPath(shop)}/${itemId}/license-keys`,
      { store_id: shop.storeId, keys },
      { token: shop.token },
    );
  const keyItemOf = async (buyer: { goods(): Promise<Delivered[]> }) =>
    ((await buyer.goods()) as KeyItem[]).find((item) => item.product_type === 'license_key');
  const keyOf = async (buyer: { goods(): Promise<Delivered[]> }) =>
    (await keyItemOf(buyer))!.license_keys[0]!;
  const licenseApi = (path: string, body: object, address: string) =>
    t.app.inject({ method: 'POST', url: `/v1/licenses/${path}`, payload: body, remoteAddress: address });
  /** Activates the key on `count` new devices; answers each call's status. */
  const activate = async (key: string, count: number, address: string) => {
    const statuses = [];
    for (let device = 0; device < count; device += 1) {
      const response = await licenseApi(
        'activate',
        { license_key: key, instance_name: `D${device}` },
        address,
      );
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  const itemRow = (itemId: number) =>
    t.ctx.database.allStoresDb
      .selectFrom('product_items')
      .select(['id', 'archived_at'])
      .where('id', '=', itemId)
      .executeTakeFirst();

  it('keeps the activation limit of keys sold by an item the merchant deletes, and archives that item', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('deleted-key-item'));
    const item = await addKeyItem(shop, { license_source: 'pattern', activation_limit: 2 });
    const buyer = await paidBuyer(t, shop, 1);
    const key = await keyOf(buyer);
    expect(await activate(key, 1, '10.1.0.1')).toEqual([200]);

    const deleted = await deleteItem(shop, item.id);
    expect(deleted.statusCode, deleted.body).toBe(200);

    // The key still allows two devices: the second activation works, the third is refused.
    expect(await activate(key, 2, '10.1.0.1')).toEqual([200, 422]);
    const validated = await licenseApi('validate', { license_key: key }, '10.1.0.1');
    expect(validated.json()).toMatchObject({
      valid: true,
      license_key: { activation_limit: 2, activation_usage: 2 },
      meta: { product_name: 'Guide' },
    });
    // The item is archived: kept for its buyers, gone from the editor, no longer sold or changed.
    expect(await itemRow(item.id)).toMatchObject({ id: item.id, archived_at: expect.any(String) });
    expect(await listedItems(shop)).not.toContain(item.id);
    const product = await shop.client.get(`/v1/admin/product/${shop.productId}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(product.json().data.items.map((row: { id: number }) => row.id)).not.toContain(item.id);
    expect((await changeItem(shop, item.id, { activation_limit: 9 })).statusCode).toBe(404);
    expect((await deleteItem(shop, item.id)).statusCode).toBe(404);
    const later = await paidBuyer(t, shop, 1);
    expect((await later.goods()).map((row) => row.product_type)).toEqual(['file', 'text']);
    expect((await keyItemOf(buyer))!.license_keys).toEqual([key]);
  });

  it('applies a changed activation limit to keys sold afterwards only', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('changed-limit'));
    const item = await addKeyItem(shop, { license_source: 'pattern', activation_limit: 1 });
    const early = await keyOf(await paidBuyer(t, shop, 1));
    const raised = await changeItem(shop, item.id, { activation_limit: 3 });
    expect(raised.statusCode, raised.body).toBe(200);
    const late = await keyOf(await paidBuyer(t, shop, 1));

    expect(await activate(early, 2, '10.1.0.2')).toEqual([200, 422]);
    expect(await activate(late, 4, '10.1.0.2')).toEqual([200, 200, 200, 422]);

    // Lowered or lifted, the limit of keys already sold stays as it was.
    expect((await changeItem(shop, item.id, { activation_limit: null })).statusCode).toBe(200);
    expect((await licenseApi('validate', { license_key: early }, '10.1.0.2')).json()).toMatchObject({
      license_key: { activation_limit: 1, activation_usage: 1 },
    });
    expect((await licenseApi('validate', { license_key: late }, '10.1.0.2')).json()).toMatchObject({
      license_key: { activation_limit: 3, activation_usage: 3 },
    });
    const unlimited = await keyOf(await paidBuyer(t, shop, 1));
    expect((await licenseApi('validate', { license_key: unlimited }, '10.1.0.2')).json()).toMatchObject({
      license_key: { activation_limit: null },
    });
  });

  it('gives an order waiting for pool keys the terms it was paid with, not those of the day the keys came', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('waiting-terms'));
    const item = await addKeyItem(shop, {
      license_source: 'pool',
      activation_limit: 1,
      license_valid_days: 10,
    });
    const waiting = await paidBuyer(t, shop, 1);
    expect(await keyItemOf(waiting)).toMatchObject({ license_keys: [], license_keys_pending: 1 });

    const changed = await changeItem(shop, item.id, { activation_limit: 5, license_valid_days: 100 });
    expect(changed.statusCode, changed.body).toBe(200);
    t.clock.advance(60);
    const uploadedAt = t.clock.now().getTime();
    expect((await uploadKeys(shop, item.id, 'WAIT-1\nWAIT-2')).json().data).toMatchObject({
      assigned_to_waiting: 1,
    });
    // Paid with 1 activation and 10 days; the days count from the moment the key reached the buyer.
    expect(await keyItemOf(waiting)).toMatchObject({
      license_keys: ['WAIT-1'],
      license_key_expiries: [new Date(uploadedAt + 10 * DAY_MS).toISOString()],
    });
    expect((await licenseApi('validate', { license_key: 'WAIT-1' }, '10.1.0.3')).json()).toMatchObject({
      license_key: { activation_limit: 1 },
    });
    // A buyer paying now gets the new terms.
    const now = await paidBuyer(t, shop, 1);
    const paidAt = t.clock.now().getTime();
    expect(await keyItemOf(now)).toMatchObject({
      license_keys: ['WAIT-2'],
      license_key_expiries: [new Date(paidAt + 100 * DAY_MS).toISOString()],
    });
    expect((await licenseApi('validate', { license_key: 'WAIT-2' }, '10.1.0.3')).json()).toMatchObject({
      license_key: { activation_limit: 5 },
    });
  });

  it('refuses to delete a key pool that paid orders still wait for, and archives it once they have their keys', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('owed-keys'));
    const item = await addKeyItem(shop, { license_source: 'pool' });
    const waiting = await paidBuyer(t, shop, 1);
    const refused = await deleteItem(shop, item.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      product_item_id: [
        'Paid orders are still waiting for keys of this item. Add keys first, or refund those orders.',
      ],
    });
    expect(await listedItems(shop)).toContain(item.id);

    await uploadKeys(shop, item.id, 'OWED-1');
    expect((await keyItemOf(waiting))!.license_keys).toEqual(['OWED-1']);
    expect((await deleteItem(shop, item.id)).statusCode).toBe(200);
    expect(await itemRow(item.id)).toMatchObject({ archived_at: expect.any(String) });
  });

  it('refuses a new activation of a key whose terms are unknown, instead of reading it as no limit', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('unknown-terms'));
    await addKeyItem(shop, { license_source: 'pattern', activation_limit: 5 });
    const key = await keyOf(await paidBuyer(t, shop, 1));
    expect(await activate(key, 1, '10.1.0.4')).toEqual([200]);
    // As migration 040 leaves a key sold before terms were recorded whose item was already deleted.
    await t.ctx.database.allStoresDb
      .updateTable('license_keys')
      .set({ activation_limit: null, terms_recorded_at: null })
      .where('key', '=', key)
      .execute();

    const refused = await licenseApi('activate', { license_key: key, instance_name: 'More' }, '10.1.0.4');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      license_key: [
        'The terms this licence key was sold with are not known, so it cannot be activated on another device. Ask the shop.',
      ],
    });
    // The device it runs on keeps working; the answer shows no free place, never "no limit".
    expect((await licenseApi('validate', { license_key: key }, '10.1.0.4')).json()).toMatchObject({
      valid: true,
      license_key: { activation_limit: 1, activation_usage: 1 },
    });
  });

  it('keeps a product deleted while an order for it waits for its payment: the buyer who pays gets it', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('deleted-before-payment'));
    const { shopper, cartId, order } = await placeOrder(t.app, shop, 1);
    const deleted = await shop.client.delete(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);

    const buyer = await signedInBuyer(t, shop, { shopper, order });
    expect((await buyer.goods()).map((item) => [item.product_type, item.text])).toEqual([
      ['file', null],
      ['text', 'KEY-42'],
    ]);
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);
    // Archived, as a sold product is.
    const product = await shop.client.get(`/v1/admin/product/${shop.productId}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(product.json().data).toMatchObject({ archived_at: expect.any(String) });
  });

  it('archives a file item a paid order delivered and still deletes one nobody bought', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('archived-file'));
    const buyer = await paidBuyer(t, shop, 1);
    const [file, text] = await listedItems(shop);
    expect((await deleteItem(shop, file!)).statusCode).toBe(200);
    expect(await itemRow(file!)).toMatchObject({ archived_at: expect.any(String) });
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);
    expect(await listedItems(shop)).toEqual([text]);

    const unsold = await shop.client.post(
      itemsPath(shop),
      { store_id: shop.storeId, product_type: 'link', name: 'Extra', url: 'https://example.com/extra' },
      { token: shop.token },
    );
    const unsoldId = unsold.json().data.id as number;
    expect((await deleteItem(shop, unsoldId)).statusCode).toBe(200);
    expect(await itemRow(unsoldId)).toBeUndefined();
  });
});
