import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProviders } from './fake-providers.js';
import { buyer, placeOrder, shopWithProduct, uniqueSlug, type ShopFixture, type TestApp } from './harness.js';
import {
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

/** The buyer hears of a cancelled order and of every refund, with the amount, once each. */
describe('buyer e-mails on cancel and refund', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let testShop: ShopFixture;
  let liveShop: ShopFixture;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
    testShop = await shopWithProduct(t.app, uniqueSlug('mails-test'));
    liveShop = await shopWithProduct(t.app, uniqueSlug('mails-live'));
    await switchMollie(liveShop, true);
    expect((await goLive(liveShop)).statusCode).toBe(200);
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  /** The e-mails to the buyer about the order, oldest first. */
  async function buyerMails(orderId: string, kind: 'order_cancelled' | 'order_refund') {
    return t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'text', 'html'])
      .where('order_id', '=', orderId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  }

  /** A live order paid through Mollie (the stand-in); answers its id and number and Mollie's payment id. */
  async function paidLiveOrder(details: object = buyer) {
    const { cartId, order } = await placeOrder(t.app, liveShop, 1, details);
    const paymentId = molliePaymentId((await paymentLink(t.app, liveShop.slug, cartId)).json().data.url);
    fake.mollieStatus.set(paymentId, 'paid');
    await mollieCallback(t.app, paymentId);
    return { orderId: order.id, number: order.number, paymentId };
  }

  it('tells the buyer in their language that the merchant cancelled the order, once', async () => {
    const { order } = await placeOrder(t.app, testShop, 1, { ...buyer, locale: 'de' });
    expect((await orderAction(testShop, order.id, 'cancel')).statusCode).toBe(200);
    expect((await orderAction(testShop, order.id, 'cancel')).statusCode).toBe(422);

    const mails = await buyerMails(order.id, 'order_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'buyer@example.com',
      subject: `Deine Bestellung #${order.number} bei Shop ${testShop.slug} wurde storniert`,
    });
    expect(mails[0]!.text).toContain('Hallo Bea Buyer,');
    expect(mails[0]!.text).toContain(
      `Shop ${testShop.slug} hat deine Bestellung #${order.number} storniert.`,
    );
    expect(mails[0]!.text).toContain(`http://${testShop.slug}.localhost:3000/order/${order.id}`);
    expect(mails[0]!.text).toContain('TESTBESTELLUNG');
    // What was cancelled, as the confirmation would have shown it: the VAT in the total per rate.
    expect(mails[0]!.text.replace(/\u00a0/g, ' ')).toContain(
      [
        '1 × Guide  19,95 €',
        'Summe brutto: 19,95 €',
        'USt. 21 % auf 16,49 €: 3,46 €',
        'Summe netto: 16,49 €',
      ].join('\n\n'),
    );
  });

  it('mails each part of a partial refund with what stays paid, the last as the whole; replays add none', async () => {
    const { orderId, number, paymentId } = await paidLiveOrder();
    expect((await orderAction(liveShop, orderId, 'refund', { amount: 500 })).statusCode).toBe(200);
    await mollieCallback(t.app, paymentId);
    await mollieCallback(t.app, paymentId);

    let mails = await buyerMails(orderId, 'order_refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Refund for your order #${number} at Shop ${liveShop.slug}`);
    expect(mails[0]!.text).toContain(`Shop ${liveShop.slug} has refunded €5.00 for your order #${number}.`);
    expect(mails[0]!.text).toContain('That is part of your payment; the remaining €14.95 stays paid.');
    expect(mails[0]!.text).toContain(
      [
        'Total incl. VAT: €19.95',
        'VAT 21% on €16.49: €3.46',
        'Total excl. VAT: €16.49',
        'Refunded: -€5.00',
      ].join('\n\n'),
    );
    expect(mails[0]!.text).not.toContain('TEST ORDER');

    // A refund made in Mollie's dashboard, read back from the provider callback, and the callback replayed.
    fake.mollieRefunded.set(paymentId, 800);
    await mollieCallback(t.app, paymentId);
    await mollieCallback(t.app, paymentId);
    mails = await buyerMails(orderId, 'order_refund');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`has refunded €3.00 for your order #${number}.`);
    expect(mails[1]!.text).toContain('the remaining €11.95 stays paid.');

    const rest = await orderAction(liveShop, orderId, 'refund');
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded_amount: 1995 });
    await mollieCallback(t.app, paymentId);
    mails = await buyerMails(orderId, 'order_refund');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain(`has refunded €11.95 for your order #${number}.`);
    expect(mails[2]!.text).toContain('With this, all you paid has been refunded.');
    expect(mails[2]!.html).toContain('-€11.95');
  });

  it('refunds the order when two refunds finishing at once cover its payment; each mail counts the other', async () => {
    const { orderId } = await paidLiveOrder();
    // Mollie answers both refunds at the same moment, so that both are recorded at once.
    let arrived = 0;
    let bothArrived!: () => void;
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    fake.onRefund = async () => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      await together;
    };
    const refunds = await Promise.all([
      orderAction(liveShop, orderId, 'refund', { amount: 1000 }),
      orderAction(liveShop, orderId, 'refund', { amount: 995 }),
    ]);
    fake.onRefund = null;
    expect(refunds.map((response) => response.statusCode)).toEqual([200, 200]);

    const order = (
      await liveShop.client.get(`/v1/admin/order/${orderId}?store_id=${liveShop.storeId}`, {
        token: liveShop.token,
      })
    ).json().data;
    expect(order).toMatchObject({ status: 'refunded', refunded_amount: 1995 });
    const texts = (await buyerMails(orderId, 'order_refund')).map((mail) => mail.text);
    expect(texts).toHaveLength(2);
    const last = texts.find((text) => text.includes('With this, all you paid has been refunded.'));
    const first = texts.find((text) => text.includes('stays paid'));
    expect([first, last].every(Boolean)).toBe(true);
  });

  it('mails a refund that failed only once a retry succeeds, and not again', async () => {
    const { orderId } = await paidLiveOrder({ ...buyer, locale: 'nl' });
    fake.refuseRefunds = true;
    const refused = await orderAction(liveShop, orderId, 'refund');
    fake.refuseRefunds = false;
    expect(refused.statusCode).toBe(502);
    expect(await buyerMails(orderId, 'order_refund')).toEqual([]);

    const refundId = (
      await liveShop.client.get(`/v1/admin/order/${orderId}?store_id=${liveShop.storeId}`, {
        token: liveShop.token,
      })
    ).json().data.refunds[0].id as number;
    const retry = () =>
      liveShop.client.post(
        `/v1/admin/order/${orderId}/refunds/${refundId}/retry`,
        { store_id: liveShop.storeId },
        { token: liveShop.token },
      );
    expect((await retry()).statusCode).toBe(200);
    expect((await retry()).statusCode).toBe(422);
    const mails = await buyerMails(orderId, 'order_refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('heeft €\u00a019,95 terugbetaald voor je bestelling');
    expect(mails[0]!.text).toContain('Daarmee is alles wat je hebt betaald terugbetaald.');
  });

  it('mails the whole total when the merchant refunds an order paid outside any provider', async () => {
    const { order } = await placeOrder(t.app, testShop, 2);
    expect((await orderAction(testShop, order.id, 'mark-paid')).statusCode).toBe(200);
    expect((await orderAction(testShop, order.id, 'refund')).statusCode).toBe(200);
    expect((await orderAction(testShop, order.id, 'refund')).statusCode).toBe(422);
    const mails = await buyerMails(order.id, 'order_refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`has refunded €39.90 for your order #${order.number}.`);
    expect(mails[0]!.text).toContain('With this, all you paid has been refunded.');
  });

  it('explains the refund of a payment that came in after the order was cancelled', async () => {
    const { cartId, order } = await placeOrder(t.app, testShop);
    const url = (await paymentLink(t.app, testShop.slug, cartId)).json().data.url as string;
    expect((await orderAction(testShop, order.id, 'cancel')).statusCode).toBe(200);
    expect((await chooseOnTestPage(t.app, url)).statusCode).toBe(303);
    expect((await chooseOnTestPage(t.app, url)).statusCode).toBe(303);

    expect(await buyerMails(order.id, 'order_cancelled')).toHaveLength(1);
    const mails = await buyerMails(order.id, 'order_refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `Your payment of €19.95 for order #${order.number} came in when the order could no longer take it`,
    );
    expect(mails[0]!.text).not.toContain('stays paid');
  });
});
