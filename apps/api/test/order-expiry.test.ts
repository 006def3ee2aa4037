import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderExpiryJob } from '../src/modules/orders/index.js';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import {
  adminOrder,
  chooseOnTestPage,
  historyByContract,
  orderStatus,
  paymentLink,
} from './payment-helpers.js';

const HOUR = 3600;

describe('orders left unpaid expire', () => {
  let t: TestApp;
  let shop: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'expiry-shop');
  });
  afterAll(() => t.close());

  /** Hours pass: the merchant's access token lapses, and the admin refreshes it as the web app does. */
  const hoursPass = async (seconds: number) => {
    t.clock.advance(seconds);
    await shop.client.openAdminPage();
    const refreshed = await shop.client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    shop.token = refreshed.json().data.authorization.token as string;
  };
  const expireDue = () => createOrderExpiryJob(t.ctx).runOnce();
  const saveExpiryHours = (hours: unknown) =>
    shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { order_expiry_hours: hours } },
      { token: shop.token },
    );

  it('expires pending and failed orders after 24 hours by default, with an event and no e-mail', async () => {
    const pending = await placeOrder(t.app, shop);
    const failed = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, failed.cartId, 'failed');
    const paid = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, paid.cartId);
    const mailsBefore = (await adminOrder(shop, pending.order.id)).emails;

    await hoursPass(23 * HOUR);
    await expireDue();
    expect(await orderStatus(t.app, shop.slug, pending.order.id)).toBe('pending');
    expect(await orderStatus(t.app, shop.slug, failed.order.id)).toBe('failed');

    await hoursPass(HOUR + 1);
    expect(await expireDue()).toBe(2);
    expect(await orderStatus(t.app, shop.slug, pending.order.id)).toBe('expired');
    expect(await orderStatus(t.app, shop.slug, failed.order.id)).toBe('expired');
    expect(await orderStatus(t.app, shop.slug, paid.order.id)).toBe('paid');

    const view = await adminOrder(shop, pending.order.id);
    expect(view.events.at(-1)).toMatchObject({ type: 'expired', actor: 'system', data: { after_hours: 24 } });
    expect(view.emails).toEqual(mailsBefore);
    expect(view.actions).toEqual(['mark-paid', 'cancel']);
    expect(await expireDue()).toBe(0);
    expect((await adminOrder(shop, pending.order.id)).events).toEqual(view.events);
  });

  it('follows the store’s own setting, bounded to between an hour and 30 days', async () => {
    expect((await saveExpiryHours(0)).statusCode).toBe(422);
    const tooLong = await saveExpiryHours(721);
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['settings.order_expiry_hours']);
    expect((await saveExpiryHours(2)).statusCode).toBe(200);

    const placed = await placeOrder(t.app, shop);
    await hoursPass(HOUR + 1);
    await expireDue();
    expect(await orderStatus(t.app, shop.slug, placed.order.id)).toBe('pending');
    await hoursPass(HOUR);
    expect(await expireDue()).toBe(1);
    expect(await orderStatus(t.app, shop.slug, placed.order.id)).toBe('expired');
    expect((await saveExpiryHours(24)).statusCode).toBe(200);
  });

  it('expires each order once when several processes run the job at the same time', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => placeOrder(t.app, shop)));
    await hoursPass(25 * HOUR);
    const counts = await Promise.all([expireDue(), expireDue(), expireDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const { order } of orders) {
      const events = (await adminOrder(shop, order.id)).events;
      expect(events.filter((event: { type: string }) => event.type === 'expired')).toHaveLength(1);
    }
  });

  it('records and refunds a payment that arrives after the order expired; the order stays expired', async () => {
    const { cartId, order } = await placeOrder(t.app, shop);
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    await hoursPass(25 * HOUR);
    await expireDue();
    expect((await paymentLink(t.app, shop.slug, cartId)).statusCode).toBe(422);
    expect((await chooseOnTestPage(t.app, url)).statusCode).toBe(303);

    const view = await adminOrder(shop, order.id);
    expect(view.status).toBe('expired');
    expect(view.payments).toEqual([
      expect.objectContaining({ status: 'refunded', unmatched: true, refunded_amount: 1995 }),
    ]);
    expect(view.refunds).toEqual([expect.objectContaining({ reason: 'unmatched', status: 'succeeded' })]);
    expect(view.events.map((event: { type: string }) => event.type)).toEqual([
      'placed',
      'expired',
      'payment_unmatched',
      'refund_succeeded',
    ]);
    expect(view.events[2]).toMatchObject({ data: { order_status: 'expired' } });
    expect(historyByContract(view.events)).toHaveLength(4);
  });
});
