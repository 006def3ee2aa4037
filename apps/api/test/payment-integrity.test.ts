import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProviders } from './fake-providers.js';
import { placeOrder, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';
import {
  adminOrder,
  appWithFakeProviders,
  chooseOnTestPage,
  closeWithFakeProviders,
  mollieCallback,
  molliePaymentId,
  orderAction,
  paymentLink,
  goLive,
  switchMollie,
} from './payment-helpers.js';

const eventTypes = (order: { events: { type: string }[] }) => order.events.map((event) => event.type);

/** Every cent that moves matches an order, or is given back and shown to the merchant. */
describe('money without a matching order', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let testShop: ShopFixture;
  let liveShop: ShopFixture;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
    testShop = await shopWithProduct(t.app, 'integrity-test');
    liveShop = await shopWithProduct(t.app, 'integrity-live');
    await switchMollie(liveShop, true);
    expect((await goLive(liveShop)).statusCode).toBe(200);
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  /** A live order with an open Mollie payment; answers the order and Mollie's payment id. */
  async function liveOrderWithPayment() {
    const { cartId, order } = await placeOrder(t.app, liveShop);
    const url = (await paymentLink(t.app, liveShop.slug, cartId)).json().data.url as string;
    return { cartId, orderId: order.id, paymentId: molliePaymentId(url), url };
  }

  async function paidLiveOrder() {
    const placed = await liveOrderWithPayment();
    fake.mollieStatus.set(placed.paymentId, 'paid');
    await mollieCallback(t.app, placed.paymentId);
    expect((await adminOrder(liveShop, placed.orderId)).status).toBe('paid');
    return placed;
  }

  it('refunds and logs a test payment completed after the merchant cancelled; the order stays cancelled', async () => {
    const { cartId, order } = await placeOrder(t.app, testShop);
    const url = (await paymentLink(t.app, testShop.slug, cartId)).json().data.url as string;
    expect((await orderAction(testShop, order.id, 'cancel')).statusCode).toBe(200);
    expect((await chooseOnTestPage(t.app, url)).statusCode).toBe(303);

    const view = await adminOrder(testShop, order.id);
    expect(view.status).toBe('cancelled');
    expect(view.refunded_amount).toBe(0);
    expect(view.payments).toEqual([
      expect.objectContaining({
        provider: 'test',
        status: 'refunded',
        amount: 1995,
        unmatched: true,
        refunded_amount: 1995,
      }),
    ]);
    expect(view.refunds).toEqual([
      expect.objectContaining({
        payment_id: view.payments[0].id,
        amount: 1995,
        status: 'succeeded',
        reason: 'unmatched',
        error: null,
        retryable: false,
      }),
    ]);
    expect(eventTypes(view)).toEqual(['placed', 'cancelled', 'payment_unmatched', 'refund_succeeded']);
    expect(view.events[2]).toMatchObject({
      actor: 'provider:test',
      data: { payment: view.payments[0].id, amount: 1995, order_status: 'cancelled' },
    });
  });

  it('refunds a Mollie payment that completes after a cancel through Mollie, and logs it', async () => {
    const { orderId, paymentId } = await liveOrderWithPayment();
    expect((await orderAction(liveShop, orderId, 'cancel')).statusCode).toBe(200);
    fake.mollieStatus.set(paymentId, 'paid');
    expect((await mollieCallback(t.app, paymentId)).statusCode).toBe(200);

    expect(fake.calls).toContain(`POST /v2/payments/${paymentId}/refunds`);
    expect(fake.mollieRefunded.get(paymentId)).toBe(1995);
    const view = await adminOrder(liveShop, orderId);
    expect(view.status).toBe('cancelled');
    expect(view.payments).toEqual([
      expect.objectContaining({ provider: 'mollie', status: 'refunded', unmatched: true }),
    ]);
    expect(view.refunds).toEqual([
      expect.objectContaining({
        amount: 1995,
        status: 'succeeded',
        reason: 'unmatched',
        provider_reference: expect.stringMatching(/^re_fake\d+$/),
      }),
    ]);
    expect(eventTypes(view)).toEqual(['placed', 'cancelled', 'payment_unmatched', 'refund_succeeded']);

    // Mollie reports the refund back on the provider callback: nothing is counted twice.
    await mollieCallback(t.app, paymentId);
    expect((await adminOrder(liveShop, orderId)).refunds).toHaveLength(1);
  });

  it('refunds a payment for an order the merchant already marked paid, and keeps the order paid', async () => {
    const { orderId, paymentId } = await liveOrderWithPayment();
    expect((await orderAction(liveShop, orderId, 'mark-paid')).statusCode).toBe(200);
    fake.mollieStatus.set(paymentId, 'paid');
    await mollieCallback(t.app, paymentId);

    const view = await adminOrder(liveShop, orderId);
    expect(view.status).toBe('paid');
    expect(view.payments).toEqual([expect.objectContaining({ status: 'refunded', unmatched: true })]);
    expect(view.refunds).toEqual([expect.objectContaining({ status: 'succeeded', reason: 'unmatched' })]);
    expect(view.events.find((event: { type: string }) => event.type === 'payment_unmatched')).toMatchObject({
      data: { order_status: 'paid' },
    });
  });

  it('reuses the open payment for a second payment link', async () => {
    const { cartId, order } = await placeOrder(t.app, testShop);
    const first = (await paymentLink(t.app, testShop.slug, cartId)).json().data.url;
    const second = (await paymentLink(t.app, testShop.slug, cartId)).json().data.url;
    expect(second).toBe(first);
    expect((await adminOrder(testShop, order.id)).payments).toHaveLength(1);

    const live = await liveOrderWithPayment();
    const created = fake.calls.filter((call) => call === 'POST /v2/payments').length;
    expect((await paymentLink(t.app, liveShop.slug, live.cartId)).json().data.url).toBe(live.url);
    expect(fake.calls.filter((call) => call === 'POST /v2/payments')).toHaveLength(created);

    // Once Mollie says the payment expired (the callback may be late), the next link is a new payment.
    fake.mollieStatus.set(live.paymentId, 'expired');
    const renewed = (await paymentLink(t.app, liveShop.slug, live.cartId)).json().data.url;
    expect(renewed).not.toBe(live.url);
    expect((await adminOrder(liveShop, live.orderId)).payments).toEqual([
      expect.objectContaining({ status: 'expired' }),
      expect.objectContaining({ status: 'open' }),
    ]);
  });

  it('answers a provider that fails the payment link with 502 in the shopper’s language; a retry works', async () => {
    const { cartId, order } = await placeOrder(t.app, liveShop);
    fake.refusePayments = true;
    const failed = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${liveShop.slug}/order/${cartId}/payment-link`,
      headers: { 'accept-language': 'nl' },
    });
    fake.refusePayments = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message: 'De betaling kon niet worden gestart. Probeer het zo opnieuw.',
    });
    expect((await adminOrder(liveShop, order.id)).payments).toEqual([]);
    expect((await paymentLink(t.app, liveShop.slug, cartId)).statusCode).toBe(200);
  });

  it('opens one payment for concurrent payment-link requests', async () => {
    const { cartId, order } = await placeOrder(t.app, liveShop);
    const links = await Promise.all(
      Array.from({ length: 8 }, () => paymentLink(t.app, liveShop.slug, cartId)),
    );
    expect(links.map((link) => link.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(links.map((link) => link.json().data.url)).size).toBe(1);
    expect((await adminOrder(liveShop, order.id)).payments).toHaveLength(1);
  });

  it('writes the refund before sending it; a failed send stays visible and can be retried', async () => {
    const { orderId } = await paidLiveOrder();
    let seenByProvider: unknown = null;
    fake.onRefund = async () => {
      seenByProvider = await t.ctx.database.allStoresDb
        .selectFrom('refunds')
        .select(['amount', 'status'])
        .where('order_id', '=', orderId)
        .execute()
        .catch(() => 'no refunds table');
    };
    fake.refuseRefunds = true;
    const refused = await orderAction(liveShop, orderId, 'refund');
    fake.refuseRefunds = false;
    fake.onRefund = null;

    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The payment provider did not carry out the refund. It is listed with the order and can be tried again.',
    );
    expect(seenByProvider).toEqual([{ amount: 1995, status: 'pending' }]);
    const failed = await adminOrder(liveShop, orderId);
    expect(failed.status).toBe('paid');
    expect(failed.refunds).toEqual([
      expect.objectContaining({
        amount: 1995,
        status: 'failed',
        error: expect.stringContaining('Refunds are paused'),
        retryable: true,
      }),
    ]);

    const refundId = failed.refunds[0].id as number;
    const retried = await liveShop.client.post(
      `/v1/admin/order/${orderId}/refunds/${refundId}/retry`,
      { store_id: liveShop.storeId },
      { token: liveShop.token },
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({
      status: 'refunded',
      refunded_amount: 1995,
      payments: [{ status: 'refunded', refunded_amount: 1995 }],
      refunds: [{ id: refundId, status: 'succeeded', error: null, retryable: false }],
    });
    expect(eventTypes(retried.json().data).slice(-3)).toEqual([
      'refund_failed',
      'refund_succeeded',
      'refunded',
    ]);
    const again = await liveShop.client.post(
      `/v1/admin/order/${orderId}/refunds/${refundId}/retry`,
      { store_id: liveShop.storeId },
      { token: liveShop.token },
    );
    expect(again.statusCode).toBe(422);
  });

  it('keeps a partial refund partial, also one made in Mollie’s dashboard', async () => {
    const { orderId, paymentId } = await paidLiveOrder();
    const part = await orderAction(liveShop, orderId, 'refund', { amount: 500 });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({
      status: 'paid',
      refunded_amount: 500,
      payments: [{ status: 'paid', refunded_amount: 500 }],
      refunds: [{ amount: 500, status: 'succeeded', reason: 'merchant' }],
    });

    // Mollie reports the refunded amount on the provider callback; a refund made in its dashboard counts too.
    await mollieCallback(t.app, paymentId);
    fake.mollieRefunded.set(paymentId, 800);
    await mollieCallback(t.app, paymentId);
    await mollieCallback(t.app, paymentId);
    const partial = await adminOrder(liveShop, orderId);
    expect(partial.status).toBe('paid');
    expect(partial.refunded_amount).toBe(800);
    expect(partial.refunds).toEqual([
      expect.objectContaining({ amount: 500, reason: 'merchant' }),
      expect.objectContaining({ amount: 300, reason: 'provider', status: 'succeeded' }),
    ]);

    const tooMuch = await orderAction(liveShop, orderId, 'refund', { amount: 1196 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({
      amount: ['This is more than what is left to refund on this order.'],
    });
    const rest = await orderAction(liveShop, orderId, 'refund');
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded_amount: 1995 });
    expect(rest.json().data.refunds.at(-1)).toMatchObject({ amount: 1195, status: 'succeeded' });
    expect(fake.mollieRefunded.get(paymentId)).toBe(1995);
  });
});
