import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferOrderReferences, insertOrderLines } from '../src/modules/orders/orders.repository.js';
import type { FakeProviders } from './fake-providers.js';
import {
  buyer,
  placeOrder,
  shopWithProduct,
  TestClient,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import {
  appWithFakeProviders,
  closeWithFakeProviders,
  mollieCallback,
  molliePaymentId,
  paymentLink,
  goLive,
  switchMollie,
} from './payment-helpers.js';

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

/** Order numbers: per store, #1001 onwards, taken in the order's transaction, no gaps, no duplicates. */
describe('order numbers', () => {
  let t: TestApp;
  let fake: FakeProviders;
  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  async function newCart(shop: ShopFixture): Promise<string> {
    const cart = await new TestClient(t.app).post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    return cart.json().data.id as string;
  }

  const order = (shop: ShopFixture, cartId: string, body: object = buyer) =>
    t.app.inject({ method: 'POST', url: `/v1/store/${shop.slug}/order/${cartId}`, payload: body });

  async function storedNumbers(shop: ShopFixture): Promise<number[]> {
    const rows = await t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('number')
      .where('store_id', '=', shop.storeId)
      .orderBy('number')
      .execute();
    return rows.map((row) => row.number);
  }

  async function search(shop: ShopFixture, term: string): Promise<number[]> {
    const response = await shop.client.get(
      `/v1/admin/order?store_id=${shop.storeId}&search=${encodeURIComponent(term)}`,
      { token: shop.token },
    );
    expect(response.statusCode).toBe(200);
    return response.json().data.map((found: { number: number }) => found.number);
  }

  it('gives 20 orders placed at once in one store 20 consecutive numbers from #1001', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('rush'));
    const carts = await Promise.all(range(0, 20).map(() => newCart(shop)));
    const placed = await Promise.all(carts.map((cartId) => order(shop, cartId)));

    expect(placed.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = placed.map((response) => response.json().data.number as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(range(1001, 20));
    expect(await storedNumbers(shop)).toEqual(range(1001, 20));
  });

  it('takes the number last: the lines come first and still need their order, checked at the commit', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('orphan'));
    const db = t.ctx.database.allStoresDb;
    const line = {
      order_id: 'no-such-order',
      store_id: shop.storeId,
      position: 0,
      product_id: shop.productId,
      name: 'Guide',
      quantity: 1,
      unit_price: 1995,
      vat_rate: 21,
      total_excl_vat: 1649,
      total_incl_vat: 1995,
    };
    let written = 0;
    const orphan = db.transaction().execute(async (trx) => {
      await deferOrderReferences(trx);
      written = (await insertOrderLines(trx, [line])).length;
    });
    await expect(orphan).rejects.toThrow(/foreign key/i);
    expect(written).toBe(1);
    expect(
      await db.selectFrom('order_lines').select('id').where('order_id', '=', line.order_id).execute(),
    ).toEqual([]);
  });

  it('numbers each store on its own, each from #1001', async () => {
    const one = await shopWithProduct(t.app, uniqueSlug('one'));
    const two = await shopWithProduct(t.app, uniqueSlug('two'));
    const numbers = [];
    for (const shop of [one, two, one, two, one]) numbers.push((await placeOrder(t.app, shop)).order.number);
    expect(numbers).toEqual([1001, 1001, 1002, 1002, 1003]);
  });

  it('gives the number of an order that is refused or rolled back to the next one', async () => {
    // Free: its orders are paid in the placing transaction, after their numbers are taken.
    const shop = await shopWithProduct(t.app, uniqueSlug('rollback'), 0);
    expect((await order(shop, await newCart(shop))).json().data.number).toBe(1001);

    // Refused at the checkout: the store's terms were not accepted.
    await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { terms_url: 'https://example.com/terms' } },
      { token: shop.token },
    );
    expect((await order(shop, await newCart(shop))).statusCode).toBe(422);
    const accepted = { ...buyer, accept_terms: true };

    // Rolled back after the number was taken: something in the order's own transaction fails.
    let failing = true;
    t.ctx.events.inTransaction('order.paid', async () => {
      if (failing) throw new Error('refused inside the order’s transaction');
    });
    expect((await order(shop, await newCart(shop), accepted)).statusCode).toBe(500);
    failing = false;

    // One cart ordered ten times at once: one order; the others roll back (on PostgreSQL, after
    // waiting for the counter and hitting the cart's unique index).
    const cartId = await newCart(shop);
    const sameCart = await Promise.all(range(0, 10).map(() => order(shop, cartId, accepted)));
    expect(sameCart.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(new Set(sameCart.map((response) => response.json().data.number))).toEqual(new Set([1002]));

    expect((await order(shop, await newCart(shop), accepted)).json().data.number).toBe(1003);
    expect(await storedNumbers(shop)).toEqual([1001, 1002, 1003]);
  });

  it('finds an order by its number, with or without the hash, that order first', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('search'));
    await placeOrder(t.app, shop);
    t.clock.advance(60);
    // A later order whose address starts with the same digits (decision 057: words are found by their start).
    await placeOrder(t.app, shop, 1, { ...buyer, email: '1001@studio.example' });
    t.clock.advance(60);
    await placeOrder(t.app, shop);

    expect(await search(shop, '1001')).toEqual([1001, 1002]);
    expect(await search(shop, '#1001')).toEqual([1001]);
    expect(await search(shop, '#1003')).toEqual([1003]);
    expect(await search(shop, '#1004')).toEqual([]);
    expect(await search(shop, 'studio')).toEqual([1002]);
    // Another store's order #1001 is not this store's.
    const other = await shopWithProduct(t.app, uniqueSlug('other'));
    await placeOrder(t.app, other, 1, { ...buyer, email: 'other@example.com' });
    expect(await search(other, '#1001')).toEqual([1001]);
    expect(await search(shop, 'other@')).toEqual([]);
  });

  it('names the order by its number in the shop, the admin, the e-mails and at the payment provider', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('named'));
    await switchMollie(shop, true);
    expect((await goLive(shop)).statusCode).toBe(200);
    const { cartId, order: placed } = await placeOrder(t.app, shop);
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    const paymentId = molliePaymentId(url);
    expect(fake.mollieDescriptions.get(paymentId)).toBe(`Shop ${shop.slug} #1001`);
    fake.mollieStatus.set(paymentId, 'paid');
    await mollieCallback(t.app, paymentId);

    const publicOrder = await t.app.inject({
      method: 'GET',
      url: `/v1/store/${shop.slug}/order/${placed.id}`,
    });
    expect(publicOrder.json().data).toMatchObject({ id: placed.id, number: 1001, status: 'paid' });
    const detail = await shop.client.get(`/v1/admin/order/${placed.id}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(detail.json().data).toMatchObject({ id: placed.id, number: 1001 });
    const list = await shop.client.get(`/v1/admin/order?store_id=${shop.storeId}`, { token: shop.token });
    expect(list.json().data).toEqual([expect.objectContaining({ id: placed.id, number: 1001 })]);

    const mails = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select(['kind', 'subject', 'text', 'html'])
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['order_confirmation', 'notification_order_paid']);
    expect(mails[0]!.text).toContain('Order #1001');
    expect(mails[0]!.html).toContain('Order #1001');
    // The merchant's notice speaks the merchant's language.
    expect(mails[1]!.subject).toBe('Nieuwe bestelling #1001 (€\u00a019,95)');
  });
});
