import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodicJob } from '../src/lib/periodic-job.js';
import {
  businessAddress,
  createStore,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  SELLER_DETAILS,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { startViesStandIn } from './vies-stand-in.js';
import { appWithSmtp, type MailingApp } from './mailing-app.js';
import { decodeQuotedPrintable, startSmtp, type SmtpServer } from './smtp-server.js';

describe('e-mail through a real SMTP server', () => {
  let mailing: MailingApp;
  let t: TestApp;
  let smtp: SmtpServer;
  let worker: PeriodicJob;
  let shop: ShopFixture;

  beforeAll(async () => {
    mailing = await appWithSmtp();
    ({ t, smtp, worker } = mailing);
    shop = await shopWithProduct(t.app, 'mail-shop');
  });
  afterAll(() => mailing.close());

  it('delivers the confirmation with a link that signs the buyer in', async () => {
    const { cartId, order } = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, cartId);
    expect(await worker.runOnce()).toBe(2);
    const confirmation = smtp.received.find((mail) => mail.to.includes('buyer@example.com'))!;
    const body = decodeQuotedPrintable(confirmation.raw);
    expect(body).toContain(`Subject: Your order #${order.number} at Shop mail-shop`);
    const link = body.match(/http:\/\/mail-shop\.localhost:3000\/order\/([\w-]+)\?login_token=([\w-]+)/)!;
    expect(link[1]).toBe(order.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/customer/login',
      payload: { login_token: link[2] },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.order_id).toBe(order.id);
  });

  it('keeps mail while the SMTP server is down and sends it exactly once when it is back', async () => {
    await smtp.close();
    const { cartId, order } = await placeOrder(t.app, shop, 1, {
      email: 'later@example.com',
      customer_details: { name: 'Later', country: 'NL' },
    });
    await payWithTestProvider(t.app, shop.slug, cartId);
    expect(await worker.runOnce()).toBe(0);
    const waiting = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .innerJoin('jobs', (join) =>
        join.on('jobs.kind', '=', 'email').onRef('jobs.ref_id', '=', 'outbox_emails.id'),
      )
      .select(['outbox_emails.status', 'jobs.attempts', 'jobs.last_error'])
      .where('outbox_emails.order_id', '=', order.id)
      .orderBy('outbox_emails.id')
      .execute();
    expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(waiting[0]!.last_error).toBeTruthy();

    smtp = mailing.smtp = await startSmtp({ port: smtp.port });
    expect(await worker.runOnce()).toBe(0);
    t.clock.advance(6);
    expect(await worker.runOnce()).toBe(2);
    t.clock.advance(3600);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received.filter((mail) => mail.to.includes('later@example.com'))).toHaveLength(1);
    const sent = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    expect(sent.map((mail) => mail.status)).toEqual(['sent', 'sent']);
  });

  it("delivers a merchant's password-reset mail from the platform, whose link sets the password", async () => {
    const { email } = await registerMerchant(t.app, 'Mila');
    const asked = await new TestClient(t.app).post('/v1/auth/merchant/password-reset', { email });
    expect(asked.statusCode).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const mail = decodeQuotedPrintable(smtp.received.find((each) => each.to.includes(email))!.raw);
    expect(mail).toContain('Subject: Choose a new password');
    expect(mail).toContain('From: Winkel <shop@example.com>');
    const token = /http:\/\/app\.localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail)![1];
    const confirmed = await new TestClient(t.app).post('/v1/auth/merchant/password-reset/confirm', {
      token,
      password: 'a brand new passphrase',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user.email).toBe(email);
  });

  it("delivers the buyer's refund e-mail, naming the amount and what stays paid", async () => {
    // A shop of its own: the clock moved past the first one's sign-in above.
    const shop = await shopWithProduct(t.app, 'refund-mail-shop');
    const { cartId, order } = await placeOrder(t.app, shop, 1, {
      email: 'refunded@example.com',
      customer_details: { name: 'Ria', country: 'NL' },
    });
    await payWithTestProvider(t.app, shop.slug, cartId);
    const refund = await shop.client.post(
      `/v1/admin/order/${order.id}/refund`,
      { store_id: shop.storeId, amount: 500 },
      { token: shop.token },
    );
    expect(refund.statusCode).toBe(200);
    expect(await worker.runOnce()).toBe(3);
    const mails = smtp.received
      .filter((mail) => mail.to.includes('refunded@example.com'))
      .map((mail) => decodeQuotedPrintable(mail.raw));
    const refundMail = mails.find((body) => body.includes('Subject: Refund for your order'))!;
    expect(refundMail).toContain(`Subject: Refund for your order #${order.number} at Shop refund-mail-shop`);
    expect(refundMail).toContain(`has refunded €5.00 for your order #${order.number}.`);
    expect(refundMail).toContain('the remaining €14.95 stays paid.');
  });
});

describe('the VAT in the confirmation, through a real SMTP server', () => {
  let mailing: MailingApp;
  let t: TestApp;
  let smtp: SmtpServer;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;
  let worker: PeriodicJob;

  beforeAll(async () => {
    vies = await startViesStandIn({ DE123456789: { name: 'Kunde GmbH', address: 'Berlin' } });
    mailing = await appWithSmtp({ VIES_API_URL: vies.url });
    ({ t, smtp, worker } = mailing);
  });
  afterAll(async () => {
    await mailing.close();
    await vies.close();
  });

  /** A Dutch store on OSS selling a guide at 21 % and an e-book at 9 % (prices incl. VAT in b2c). */
  async function vatShop(businessType: 'b2b' | 'b2c') {
    const { client, token } = await registerMerchant(t.app);
    const slug = `receipt-${businessType}`;
    const storeId = (await createStore(client, token, { name: 'Winkel', slug, business_type: businessType }))
      .id;
    const saved = await client.post(
      '/v1/admin/settings',
      { store_id: storeId, settings: { country: 'NL', vat_scheme: 'oss', billing: SELLER_DETAILS } },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    const product = async (name: string, price: number, vat_rate: number) =>
      (
        await client.post(
          '/v1/admin/product',
          { store_id: storeId, name, price, vat_rate, status: 'for_sale' },
          { token },
        )
      ).json().data.id as number;
    return { slug, guide: await product('Guide', 1995, 21), ebook: await product('E-book', 1090, 9) };
  }

  /** Buys the products, pays, and answers the text of the confirmation as the buyer received it. */
  async function confirmation(
    shop: { slug: string },
    productIds: number[],
    locale: string,
    email: string,
    details: object,
  ) {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: productIds.map((product_id) => ({ product_id, quantity: 1 })),
    });
    const cartId = cart.json().data.id as string;
    const order = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
      email,
      locale,
      customer_details: details,
      withdrawal_waiver: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    await worker.runOnce();
    const received = smtp.received.find((mail) => mail.to.includes(email));
    expect(received, email).toBeDefined();
    return decodeQuotedPrintable(received!.raw)
      .replace(/\r\n/g, '\n')
      .replace(/\u00a0/g, ' ');
  }

  it('shows a b2c receipt’s total, the VAT in it per rate and the total excl. VAT, or why there is none', async () => {
    const shop = await vatShop('b2c');
    const nl = await confirmation(shop, [shop.guide, shop.ebook], 'nl', 'noor@example.com', {
      name: 'Noor',
      country: 'NL',
    });
    // 19.95 holds 3.46 VAT at 21 % (19.95 / 1.21 = 16.49), 10.90 holds 0.90 at 9 %.
    expect(nl).toContain(
      [
        '1 × Guide  € 19,95',
        '1 × E-book  € 10,90',
        'Totaal incl. btw: € 30,85',
        'Btw 21% over € 16,49: € 3,46',
        'Btw 9% over € 10,00: € 0,90',
        'Totaal excl. btw: € 26,49',
      ].join('\n\n'),
    );

    // A consumer in Germany under OSS: the same price, with German VAT in it (19.95 / 1.19 = 16.76).
    const de = await confirmation(shop, [shop.guide], 'de', 'jonas@example.com', {
      name: 'Jonas',
      country: 'DE',
    });
    expect(de).toContain(
      [
        '1 × Guide  19,95 €',
        'Summe brutto: 19,95 €',
        'USt. 19 % auf 16,76 €: 3,19 €',
        'Summe netto: 16,76 €',
      ].join('\n\n'),
    );
    expect(de).toContain('Umsatzsteuer des Verbrauchsmitgliedstaats, erklärt im One-Stop-Shop-Verfahren.');

    const us = await confirmation(shop, [shop.guide], 'en', 'sam@example.com', {
      name: 'Sam',
      country: 'US',
    });
    expect(us).toContain(
      ['1 × Guide  €19.95', 'Total incl. VAT: €19.95', 'Total excl. VAT: €19.95'].join('\n\n'),
    );
    expect(us).toContain('Supply outside the EU: no EU VAT charged (Article 59 of Directive 2006/112/EC).');
    expect(us).not.toContain('VAT 21%');
  });

  it('shows a b2b receipt’s lines net, the VAT added per rate, and a reverse charge as the invoice names it', async () => {
    const shop = await vatShop('b2b');
    const en = await confirmation(shop, [shop.guide], 'en', 'kim@example.com', {
      name: 'Kim',
      country: 'NL',
    });
    // 19.95 × 21 % = 4.1895: 4.19.
    expect(en).toContain(
      [
        '1 × Guide  €19.95',
        'Total excl. VAT: €19.95',
        'VAT 21% on €19.95: €4.19',
        'Total incl. VAT: €24.14',
      ].join('\n\n'),
    );

    const de = await confirmation(shop, [shop.guide, shop.ebook], 'de', 'kunde@example.com', {
      name: 'Jürgen',
      company: 'Kunde GmbH',
      vat_number: 'DE123456789',
      ...businessAddress,
      country: 'DE',
    });
    expect(de).toContain(
      [
        '1 × Guide  19,95 €',
        '1 × E-book  10,90 €',
        'Summe netto: 30,85 €',
        'Steuerschuldnerschaft des Leistungsempfängers: 0,00 €',
        'Summe brutto: 30,85 €',
      ].join('\n\n'),
    );
    expect(de).toContain(
      'Steuerschuldnerschaft des Leistungsempfängers. Die Umsatzsteuer schulden Sie als Leistungsempfänger (Artikel 196 der Richtlinie 2006/112/EG).',
    );
    expect(de).not.toContain('USt. 19 %');
  });
});
