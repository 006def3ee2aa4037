import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { freePort } from '../src/lib/free-port.js';
import { fetchAs, slowPost, startServer, stop } from './server-process.js';
import { testDatabase } from './test-database.js';
import { startSmtp } from './smtp-server.js';

/**
 * A real SMTP server that takes each message in, then holds its answer until the test lets go: the
 * sender is in the middle of sending for as long as the test wants.
 */
async function startHoldingSmtp() {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let receiving!: () => void;
  const firstReceiving = new Promise<void>((resolve) => (receiving = resolve));
  const smtp = await startSmtp({
    hold: () => {
      receiving();
      return released;
    },
  });
  return { ...smtp, firstReceiving, letGo };
}

/** Whether a new connection to the port is refused (nothing listens there any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

describe('a server of two workers with metrics, stopped by SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-ops-'));
  const database = testDatabase('ops', { dataDir, migrated: true });
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let child: ChildProcess;
  let port: number;
  let metricsPort: number;
  let productPath: string;
  let log = '';

  beforeAll(async () => {
    await database.create();
    smtp = await startHoldingSmtp();
    metricsPort = await freePort();
    const started = await startServer(dataDir, {
      DEMO_DATA: 'true',
      WORKERS: '2',
      LOG_LEVEL: 'info',
      METRICS_PORT: String(metricsPort),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_INTERVAL_MS: '100',
      // Longer than this test holds anything, so only the work under way decides when it exits.
      SHUTDOWN_TIMEOUT_MS: '30000',
      ...database.env(),
    });
    ({ child, port } = started);
    log = started.output;
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    // The welcome comes with the first worker; both must serve before requests are spread over them.
    await eventually(
      'both workers listening',
      async () => ((log.match(/Server listening/g) ?? []).length >= 2 ? true : undefined),
      60_000,
    );
    const front = await fetchAs(port, 'demo.localhost', '/v1/store/demo/front/home');
    productPath = `/v1/store/demo/product/${JSON.parse(front.body).data.products[0].id}`;
  }, 120_000);
  afterAll(async () => {
    smtp.letGo();
    await stop(child);
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names each request by an id, in its X-Request-Id header and on its log line', async () => {
    const read = await fetchAs(port, 'demo.localhost', productPath);
    expect(read.status).toBe(200);
    const id = read.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await eventually('the request line', async () =>
      log
        .split('\n')
        // Complete lines only: a read can end inside one.
        .slice(0, -1)
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text))
        .find((entry) => entry.reqId === id),
    );
    expect(line).toMatchObject({ method: 'GET', url: productPath, status: 200, msg: 'request' });
  });

  it('shows on METRICS_PORT the requests by route pattern, of both workers, and the outbox backlog', async () => {
    const scrape = async () => {
      const metrics = await fetchAs(metricsPort, '127.0.0.1', '/metrics');
      expect(metrics.status).toBe(200);
      return metrics.body;
    };
    const counted = (body: string) =>
      Number(
        body.match(
          /^http_request_duration_seconds_count\{method="GET",route="\/v1\/store\/:storeSlug\/product\/:productId",status_code="200"\} (\d+)$/m,
        )?.[1] ?? 0,
      );
    const before = counted(await scrape());
    // A connection each, so the cluster hands them to both workers; one scrape must count them all.
    for (let index = 0; index < 4; index += 1) {
      expect((await fetchAs(port, 'demo.localhost', productPath)).status).toBe(200);
    }
    const body = await scrape();
    expect(counted(body)).toBe(before + 4);
    expect(body).not.toMatch(/route="\/v1\/store\/demo/);
    expect(Number(body.match(/^cache_hits_total\{cache="shop-answers"\} (\d+)$/m)?.[1])).toBeGreaterThan(0);
    expect(body).toMatch(/^cache_misses_total\{cache="shop-answers"\} \d+$/m);

    // A paid order queues two e-mails; the SMTP server holds the first, so both are still waiting.
    const cart = await fetchAs(port, 'demo.localhost', '/v1/store/demo/cart', {
      method: 'POST',
      body: { products: [{ product_id: 1, quantity: 1 }] },
    });
    const cartId = JSON.parse(cart.body).data.id as string;
    await fetchAs(port, 'demo.localhost', `/v1/store/demo/order/${cartId}`, {
      method: 'POST',
      body: {
        email: 'stop@example.com',
        customer_details: { name: 'Stop Test', country: 'NL' },
        withdrawal_waiver: true,
      },
    });
    const link = await fetchAs(port, 'demo.localhost', `/v1/store/demo/order/${cartId}/payment-link`, {
      method: 'POST',
    });
    const checkout = new URL(JSON.parse(link.body).data.url).pathname;
    await fetchAs(port, 'demo.localhost', checkout, { method: 'POST', form: 'outcome=paid' });
    await smtp.firstReceiving;
    expect(await scrape()).toMatch(/^outbox_emails_pending 2$/m);
  });

  it('finishes the requests in flight and the e-mail being sent, refuses new connections, and exits 0', async () => {
    const slow = [1, 2, 3].map((quantity) =>
      slowPost(port, 'demo', '/v1/store/demo/cart', { products: [{ product_id: 1, quantity }] }),
    );
    await Promise.all(slow.map((post) => post.started));
    const exited = exitCode(child);

    child.kill('SIGTERM');
    await eventually('new connections refused', async () => ((await refused(port)) ? true : undefined));
    smtp.letGo();
    for (const post of slow) post.finish();
    const answers = await Promise.all(slow.map((post) => post.answer));
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body).data.products).toEqual([
        expect.objectContaining({ product_id: 1, quantity: index + 1 }),
      ]);
    });
    // Not held up by the kept-alive connections, whose clients would wait for more (72 s).
    const stillRunning = new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000));
    expect(await Promise.race([exited, stillRunning])).toBe(0);

    // Each mail under way when the signal came (one per worker that had claimed one) went out and is
    // marked sent; none is left claimed and unsent, and the rest wait, queued, for the next start.
    const config = loadConfig({ DATA_DIR: dataDir, ...database.env() });
    const db = await openDatabase(config.databaseUrl, config.appKey);
    try {
      const mails = await db.allStoresDb
        .selectFrom('outbox_emails')
        .innerJoin('jobs', (join) =>
          join.on('jobs.kind', '=', 'email').onRef('jobs.ref_id', '=', 'outbox_emails.id'),
        )
        .select(['outbox_emails.status', 'jobs.locked_until'])
        .orderBy('outbox_emails.id')
        .execute();
      expect(mails).toHaveLength(2);
      const sent = mails.filter((mail) => mail.status === 'sent');
      expect(sent.length).toBeGreaterThanOrEqual(1);
      expect(smtp.received).toHaveLength(sent.length);
      for (const mail of mails) {
        expect(['sent', 'pending']).toContain(mail.status);
        expect(mail.locked_until).toBeNull();
      }
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('a server that cannot finish within SHUTDOWN_TIMEOUT_MS', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-deadline-'));
  const database = testDatabase('deadline', { dataDir, migrated: true });
  beforeAll(() => database.create());
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits anyway, with 1, once the deadline has passed', async () => {
    const { child, port } = await startServer(dataDir, {
      WORKERS: '1',
      SHUTDOWN_TIMEOUT_MS: '500',
      ...database.env(),
    });
    const stuck = slowPost(port, 'demo', '/v1/store/demo/cart', {
      products: [{ product_id: 1, quantity: 1 }],
    });
    // Its connection is cut when the process exits: that is the point.
    const cut = stuck.answer.catch(() => 'cut');
    await stuck.started;
    const exited = exitCode(child);
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(500);
    expect(await cut).toBe('cut');
  }, 120_000);
});
