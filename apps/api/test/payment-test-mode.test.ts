import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProviders } from './fake-providers.js';
import { fillSellerDetails, placeOrder, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';
import {
  appWithFakeProviders,
  chooseOnTestPage,
  closeWithFakeProviders,
  mollieCallback,
  molliePaymentId,
  orderStatus,
  paymentLink,
  setTestMode,
  switchMollie,
} from './payment-helpers.js';

const TEST_PAGE = /^http:\/\/[\w-]+\.localhost:3000\/v1\/payments\/test\/[\w-]{20,}$/;
const MOLLIE_PAGE = /^https:\/\/pay\.example\/tr_fake\d+$/;

/**
 * The test-mode matrix: an order placed in test mode or live, paid while the store is in test mode or
 * live. The order's own mode decides its provider; the test provider completes only a test order of a
 * store that is still in test mode.
 */
describe('an order’s test mode decides how it is paid', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let shop: ShopFixture;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
    shop = await shopWithProduct(t.app, 'matrix-shop');
    await fillSellerDetails(shop);
    expect((await switchMollie(shop, true)).statusCode).toBe(200);
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  /** Places an order with the store in the given mode, then puts the store in the mode of payment. */
  async function orderPlacedIn(placed: 'test' | 'live', paidIn: 'test' | 'live') {
    expect((await setTestMode(shop, placed === 'test')).statusCode).toBe(200);
    const { cartId, order } = await placeOrder(t.app, shop);
    expect(order).toMatchObject({ test_mode: placed === 'test' });
    expect((await setTestMode(shop, paidIn === 'test')).statusCode).toBe(200);
    return { cartId, orderId: order.id };
  }

  it('test order, store in test mode: the test page pays it', async () => {
    const { cartId, orderId } = await orderPlacedIn('test', 'test');
    const link = await paymentLink(t.app, shop.slug, cartId);
    expect(link.json().data.url).toMatch(TEST_PAGE);
    expect((await chooseOnTestPage(t.app, link.json().data.url)).statusCode).toBe(303);
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('paid');
  });

  it('test order, store live: no payment link, and the order stays unpaid', async () => {
    const { cartId, orderId } = await orderPlacedIn('test', 'live');
    const link = await paymentLink(t.app, shop.slug, cartId);
    expect(link.statusCode).toBe(422);
    expect(link.json().errors).toEqual({ order: ['This order cannot be paid (any more).'] });
    expect(fake.calls.filter((call) => call === 'POST /v2/payments')).toHaveLength(0);
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('pending');
  });

  it('test order, link opened in test mode, store live before the test page is completed: not paid', async () => {
    const { cartId, orderId } = await orderPlacedIn('test', 'test');
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    expect(url).toMatch(TEST_PAGE);
    await setTestMode(shop, false);

    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('This test payment can no longer be completed');
    expect(page.body).not.toContain('name="outcome"');
    const completed = await chooseOnTestPage(t.app, url);
    expect(completed.statusCode).toBe(422);
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('pending');

    // Back in test mode, the same test payment may be completed after all.
    await setTestMode(shop, true);
    expect((await chooseOnTestPage(t.app, url)).statusCode).toBe(303);
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('paid');
  });

  it('live order, store live: the live provider takes it', async () => {
    const { cartId, orderId } = await orderPlacedIn('live', 'live');
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    expect(url).toMatch(MOLLIE_PAGE);
    fake.mollieStatus.set(molliePaymentId(url), 'paid');
    expect((await mollieCallback(t.app, molliePaymentId(url))).statusCode).toBe(200);
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('paid');
  });

  it('live order, store back in test mode: still the live provider, never the test page', async () => {
    const { cartId, orderId } = await orderPlacedIn('live', 'test');
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    expect(url).toMatch(MOLLIE_PAGE);
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('pending');
    fake.mollieStatus.set(molliePaymentId(url), 'paid');
    await mollieCallback(t.app, molliePaymentId(url));
    expect(await orderStatus(t.app, shop.slug, orderId)).toBe('paid');
  });

  it('live order with a test payment left from before: the test page cannot complete it, in either mode', async () => {
    for (const paidIn of ['test', 'live'] as const) {
      const { orderId } = await orderPlacedIn('live', paidIn);
      const reference = `legacy-test-payment-${paidIn}-0001`;
      const now = t.clock.now().toISOString();
      await t.ctx.database.allStoresDb
        .insertInto('payments')
        .values({
          store_id: shop.storeId,
          order_id: orderId,
          provider: 'test',
          reference,
          status: 'open',
          amount: 1995,
          checkout_url: `http://${shop.slug}.localhost:3000/v1/payments/test/${reference}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const url = `http://${shop.slug}.localhost:3000/v1/payments/test/${reference}`;
      expect((await chooseOnTestPage(t.app, url)).statusCode, paidIn).toBe(422);
      expect(await orderStatus(t.app, shop.slug, orderId), paidIn).toBe('pending');
    }
  });
});
