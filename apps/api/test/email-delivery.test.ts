import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodicJob } from '../src/lib/periodic-job.js';
import { createOutboxWorker } from '../src/modules/mail/outbox-worker.js';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  type ShopFixture,
  type TestApp,
} from './harness.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port, keeping every message it accepts. */
function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

function stopSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The text of a quoted-printable body, so a link broken over lines reads whole again. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('e-mail through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let worker: PeriodicJob;
  let shop: ShopFixture;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'shop@example.com' });
    worker = createOutboxWorker(t.ctx);
    shop = await shopWithProduct(t.app, 'mail-shop');
  });
  afterAll(async () => {
    await worker.stop();
    await stopSmtp(smtp.server);
    await t.close();
  });

  it('delivers the confirmation with a link that signs the buyer in', async () => {
    const { cartId, order } = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, cartId);
    expect(await worker.runOnce()).toBe(2);
    const confirmation = smtp.received.find((mail) => mail.to.includes('buyer@example.com'))!;
    const body = decodeQuotedPrintable(confirmation.raw);
    expect(body).toContain('Subject: Your order at Shop mail-shop');
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
    await stopSmtp(smtp.server);
    const { cartId, order } = await placeOrder(t.app, shop, 1, {
      email: 'later@example.com',
      customer_details: { name: 'Later', country: 'NL' },
    });
    await payWithTestProvider(t.app, shop.slug, cartId);
    expect(await worker.runOnce()).toBe(0);
    const waiting = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(waiting[0]!.last_error).toBeTruthy();

    smtp = await startSmtp(smtp.port);
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
});
