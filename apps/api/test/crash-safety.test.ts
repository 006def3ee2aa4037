import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { fetchAs, startServer, stop } from './server-process.js';
import { testDatabase } from './test-database.js';
import { startSmtp } from './smtp-server.js';

const CARTS = 30;

describe('a server killed while orders are placed and paid', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-crash-'));
  const database = testDatabase('crash', { dataDir, migrated: true });
  const running: ChildProcess[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: DatabaseHandle;

  beforeAll(async () => {
    await database.create();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await Promise.all(running.map(stop));
    await db?.close();
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no half-written order, no duplicate, and sends every queued e-mail once after a restart', async () => {
    const env: Record<string, string> = {
      DEMO_DATA: 'true',
      WORKERS: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Every order comes from this one address, each placed again after the restart (decision 045).
      ORDER_LIMIT_PER_ADDRESS: '1000',
      ...database.env(),
    };
    // The first process queues mail but never gets to send it before it dies: what was queued must survive.
    const first = await startServer(dataDir, { ...env, OUTBOX_INTERVAL_MS: '600000' });
    running.push(first.child);
    const call = (port: number, method: string, url: string, body?: unknown) =>
      fetchAs(port, 'demo.localhost', url, { method, body });

    const carts: string[] = [];
    for (let index = 0; index < CARTS; index += 1) {
      const cart = await call(first.port, 'POST', '/v1/store/demo/cart', {
        products: [{ product_id: 1 + (index % 3), quantity: 1 + (index % 4) }],
      });
      carts.push(JSON.parse(cart.body).data.id);
    }
    const buyer = (index: number) => ({
      email: `crash${index}@example.com`,
      customer_details: { name: `Buyer ${index}`, country: 'NL' },
      withdrawal_waiver: true,
    });

    /** The shopper's whole path: order, payment link, pay on the test page. Safe to repeat. */
    const purchase = async (port: number, index: number) => {
      const order = await call(port, 'POST', `/v1/store/demo/order/${carts[index]}`, buyer(index));
      if (order.status >= 300 || JSON.parse(order.body).data.status !== 'pending') return;
      const link = await call(port, 'POST', `/v1/store/demo/order/${carts[index]}/payment-link`);
      const checkout = new URL(JSON.parse(link.body).data.url).pathname;
      await fetchAs(port, 'demo.localhost', checkout, { method: 'POST', form: 'outcome=paid' });
    };

    const burst = Promise.allSettled(carts.map((_, index) => purchase(first.port, index)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    first.child.kill('SIGKILL');
    await burst;

    // The restarted process works its outbox often, so the test waits for what it sends, not for its ticks.
    const second = await startServer(dataDir, { ...env, OUTBOX_INTERVAL_MS: '100' });
    running.push(second.child);
    for (let index = 0; index < CARTS; index += 1) await purchase(second.port, index);

    const config = loadConfig({ ...env, DATA_DIR: dataDir });
    db = await openDatabase(config.databaseUrl, config.appKey);
    const deadline = Date.now() + 30_000;
    while (
      (await db.allStoresDb.selectFrom('outbox_emails').select('id').where('status', '!=', 'sent').execute())
        .length > 0
    ) {
      if (Date.now() > deadline) throw new Error('the outbox did not drain');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const orders = await db.allStoresDb.selectFrom('orders').selectAll().execute();
    expect(orders).toHaveLength(CARTS);
    expect(new Set(orders.map((order) => order.cart_id)).size).toBe(CARTS);
    for (const order of orders) {
      const lines = await db.allStoresDb
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(lines.length, order.id).toBeGreaterThan(0);
      expect(
        lines.reduce((sum, line) => sum + line.total_incl_vat, 0),
        order.id,
      ).toBe(order.total_incl_vat);
      expect(order.status, order.id).toBe('paid');
      const paidEvents = await db.allStoresDb
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order.id)
        .where('type', '=', 'paid')
        .execute();
      expect(paidEvents, order.id).toHaveLength(1);
    }
    const mails = await db.allStoresDb
      .selectFrom('outbox_emails')
      .selectAll()
      .where('order_id', 'is not', null)
      .execute();
    expect(mails).toHaveLength(CARTS * 2);
    const messageIds = smtp.received.map(({ raw }) => raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? '');
    expect(messageIds).toHaveLength(mails.length);
    expect(new Set(messageIds).size).toBe(mails.length);
  }, 240_000);
});
