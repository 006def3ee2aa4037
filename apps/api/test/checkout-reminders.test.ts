import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodicJob } from '../src/lib/periodic-job.js';
import { createCheckoutReminderJob } from '../src/modules/reminders/index.js';
import {
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { appWithSmtp, type MailingApp } from './mailing-app.js';
import { decodeQuotedPrintable, type SmtpServer } from './smtp-server.js';

const bea = {
  email: 'bea@example.com',
  customer_details: { name: 'Bea Buyer', country: 'NL' },
  withdrawal_waiver: true,
};
const carl = {
  email: 'carl@example.com',
  customer_details: { name: 'Carl', country: 'NL' },
  withdrawal_waiver: true,
};

describe('reminders of abandoned checkouts', () => {
  let mailing: MailingApp;
  let t: TestApp;
  let smtp: SmtpServer;
  let mailer: PeriodicJob;
  let reminders: PeriodicJob;
  let shop: ShopFixture;
  let otherShop: ShopFixture;
  const hours = (count: number) => t.clock.advance(count * 3600);
  /** Runs the reminder job, then sends what it queued; answers the reminders that reached the SMTP server. */
  const remind = async () => {
    await reminders.runOnce();
    await mailer.runOnce();
    return smtp.received
      .map((mail) => ({ to: mail.to, raw: mail.raw, body: decodeQuotedPrintable(mail.raw) }))
      .filter((mail) => /Subject: .*(waiting for payment|wacht op betaling)/.test(mail.body));
  };
  const follow = (url: string) => {
    const target = new URL(url);
    return t.app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host },
    });
  };
  /** What a mail client's unsubscribe button sends (RFC 8058). */
  const oneClick = (url: string) => {
    const target = new URL(url);
    return t.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  };
  /** An access token lives an hour: the admin gets a new one with its refresh token, as the web app does. */
  const enableReminders = async (fixture: ShopFixture, value: number | null) => {
    await fixture.client.openAdminPage();
    const refreshed = await fixture.client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    fixture.token = refreshed.json().data.authorization.token as string;
    return fixture.client.post(
      '/v1/admin/settings',
      { store_id: fixture.storeId, settings: { abandoned_reminder_hours: value } },
      { token: fixture.token },
    );
  };

  beforeAll(async () => {
    mailing = await appWithSmtp();
    ({ t, smtp, worker: mailer } = mailing);
    reminders = createCheckoutReminderJob(t.ctx);
    shop = await shopWithProduct(t.app, uniqueSlug('remind'));
    otherShop = await shopWithProduct(t.app, uniqueSlug('remind'));
  });
  afterAll(() => mailing.close());

  it('is off by default, then reminds an unpaid order once, never a paid one, and stops after one click', async () => {
    const settings = await shop.client.get(
      `/v1/admin/settings?store_id=${shop.storeId}&names=abandoned_reminder_hours`,
      { token: shop.token },
    );
    expect(settings.json().data).toEqual({ abandoned_reminder_hours: null });
    await placeOrder(t.app, shop, 1, carl);
    hours(3);
    expect(await remind()).toHaveLength(0);

    expect((await enableReminders(shop, 2)).statusCode).toBe(200);
    expect((await enableReminders(otherShop, 2)).statusCode).toBe(200);
    const unpaid = await placeOrder(t.app, shop, 1, bea);
    const paid = await placeOrder(t.app, shop, 1, bea);
    await payWithTestProvider(t.app, shop.slug, paid.cartId);
    hours(1);
    // Carl's order is old enough now: it was left before reminders were on, and is reminded too.
    const first = await remind();
    expect(first.map((mail) => mail.to)).toEqual([['carl@example.com']]);
    hours(1.01);
    const second = await remind();
    expect(second.map((mail) => mail.to)).toEqual([['carl@example.com'], ['bea@example.com']]);
    const reminder = second[1]!.body;
    // Headers as sent: decoding the message as quoted-printable would turn a signature's "=AB" into a byte.
    const headers = second[1]!.raw;
    expect(reminder).toContain(`#${unpaid.order.number}`);
    expect(reminder).not.toContain(`#${paid.order.number}`);
    // What is left to pay, totalled as the receipt will: the VAT in it per rate.
    expect(reminder.replace(/\r\n/g, '\n')).toContain(
      ['Total incl. VAT: €19.95', 'VAT 21% on €16.49: €3.46', 'Total excl. VAT: €16.49'].join('\n\n'),
    );

    hours(5);
    expect(await remind()).toHaveLength(2);

    // The payment link opens the provider's payment page for the order.
    const payLink = reminder.match(/href="(http:\/\/[^"]+\/order\/[\w-]+\/pay)"/)![1]!;
    const pay = await follow(payLink);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toMatch(/\/v1\/payments\/test\//);

    // Mail clients get the same address as a one-click header (RFC 8058).
    const unsubscribeLink = reminder.match(/href="(http:\/\/[^"]+\/reminders\/unsubscribe\?[^"]+)"/)![1]!;
    const link = unsubscribeLink.replaceAll('&amp;', '&');
    // A long header is folded onto a second line; unfolded, it reads as one.
    expect(headers.replace(/\r?\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const tampered = await follow(link.replace('bea%40example.com', 'carl%40example.com'));
    expect(tampered.statusCode).toBe(404);
    // Opening the link, as a mail scanner does, only asks; the answer posts.
    const asked = await follow(link);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post">');
    expect(asked.body).toContain('bea@example.com');
    const tamperedPost = await oneClick(link.replace('bea%40example.com', 'carl%40example.com'));
    expect(tamperedPost.statusCode).toBe(404);
    await placeOrder(t.app, shop, 1, bea);
    hours(3);
    // Still subscribed: her next unpaid order is reminded too.
    expect((await remind()).map((mail) => mail.to)).toEqual([
      ['carl@example.com'],
      ['bea@example.com'],
      ['bea@example.com'],
    ]);

    const unsubscribed = await oneClick(link);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('bea@example.com');
    expect((await oneClick(link)).statusCode).toBe(200);

    await placeOrder(t.app, shop, 1, { ...bea, email: 'BEA@example.com' });
    await placeOrder(t.app, otherShop, 1, bea);
    hours(3);
    const after = await remind();
    expect(after.map((mail) => mail.to)).toEqual([
      ['carl@example.com'],
      ['bea@example.com'],
      ['bea@example.com'],
      ['bea@example.com'],
    ]);
    expect(after[3]!.body).toContain(`Shop ${otherShop.slug}`);
  });
});
