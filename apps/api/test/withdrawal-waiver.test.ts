import { WITHDRAWAL_WAIVER_TEXTS } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodicJob } from '../src/lib/periodic-job.js';
import {
  businessAddress,
  payWithTestProvider,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { adminOrder } from './payment-helpers.js';
import { appWithSmtp, type MailingApp } from './mailing-app.js';
import { decodeQuotedPrintable, type SmtpServer } from './smtp-server.js';

/**
 * A consumer buying digital content consents to its immediate delivery and acknowledges losing the
 * right of withdrawal, or the order is not taken; the order keeps the words and the moment, and the
 * confirmation repeats them (decision 050). A business buyer is not asked.
 */
describe('the consumer’s consent to immediate delivery', () => {
  let mailing: MailingApp;
  let t: TestApp;
  let smtp: SmtpServer;
  let worker: PeriodicJob;
  let shop: ShopFixture;

  beforeAll(async () => {
    mailing = await appWithSmtp();
    ({ t, smtp, worker } = mailing);
    // A b2c store that hides company and VAT number: a buyer who gives them is a business all the same.
    shop = await shopWithProduct(t.app, 'waiver-shop');
  });
  afterAll(() => mailing.close());

  async function cartOf(shopper: TestClient) {
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    return cart.json().data.id as string;
  }

  async function ordersOfStore() {
    return t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', shop.storeId)
      .execute();
  }

  it('refuses a consumer’s order without the consent, changing nothing, and keeps it with the order', async () => {
    const shopper = new TestClient(t.app);
    const cartId = await cartOf(shopper);
    const before = await ordersOfStore();
    const body = {
      email: 'dora@example.com',
      locale: 'de',
      customer_details: { name: 'Dora', country: 'NL', company: '  ' },
    };
    for (const waiver of [undefined, false]) {
      const refused = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
        ...body,
        withdrawal_waiver: waiver,
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['withdrawal_waiver']);
    }
    expect(await ordersOfStore()).toEqual(before);

    const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
      ...body,
      withdrawal_waiver: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as string;
    const order = await adminOrder(shop, orderId);
    expect(order.withdrawal_waiver).toEqual({
      text: WITHDRAWAL_WAIVER_TEXTS.de,
      at: t.clock.now().toISOString(),
    });

    // The confirmation repeats the consent word for word, with its moment, in the buyer's language.
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    await worker.runOnce();
    const mail = smtp.received.find((each) => each.to.includes('dora@example.com'));
    expect(mail).toBeDefined();
    const text = decodeQuotedPrintable(mail!.raw)
      .replace(/\r\n/g, '\n')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('Bei deiner Bestellung am 15. Januar 2026 um 10:00 UTC hast du so zugestimmt:');
    expect(text).toContain(`“${WITHDRAWAL_WAIVER_TEXTS.de}”`);
  });

  it('does not ask a business buyer, and keeps no consent with the order', async () => {
    const shopper = new TestClient(t.app);
    const cartId = await cartOf(shopper);
    const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
      email: 'bram@example.com',
      customer_details: { name: 'Bram', country: 'NL', company: 'Bram BV', ...businessAddress },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await adminOrder(shop, placed.json().data.id as string)).withdrawal_waiver).toBeNull();
  });
});
