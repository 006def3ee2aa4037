import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, type FormFile } from './harness.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { slowPost, startServer, stop } from './server-process.js';
import { testDatabase } from './test-database.js';
import { startSmtp } from './smtp-server.js';

/**
 * Three separate server processes (not one cluster) on one PostgreSQL database, one Redis, one bucket
 * and one SMTP server, each with a data folder of its own and the same APP_KEY, as nodes behind a load
 * balancer are. A merchant's and a shopper's whole journey goes to them in turn, round-robin.
 */
const onPostgres = process.env.TEST_DIALECT === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

interface Node {
  name: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  stopped: boolean;
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  // The JSON of an answer, as light-my-request gives it to the in-process tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): { data: any };
  node: string;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function startNode(name: string, env: Record<string, string>): Promise<Node> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `platform-node-${name}-`));
  const { child, port } = await startServer(dataDir, { ...env, WORKERS: '1', DEMO_DATA: 'false' });
  return { name, port, child, dataDir, stopped: false };
}

/** A request to one node, with the Host a browser would send there: the admin's or a shop's. */
function send(
  node: Node,
  method: string,
  pathname: string,
  options: { host?: string; body?: unknown; token?: string; raw?: { payload: Buffer; headers: object } } = {},
): Promise<Answer> {
  const payload =
    options.raw?.payload ??
    (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: node.port,
        path: pathname,
        method,
        agent: false,
        headers: {
          host: `${options.host ?? 'app'}.localhost:${node.port}`,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.raw?.headers ?? (payload ? { 'content-type': 'application/json' } : {})),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body.toString()),
            node: node.name,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The text of a received message, quoted-printable soft breaks and `=3D` undone. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(onPostgres)('three nodes on one PostgreSQL, one Redis, one bucket', () => {
  const database = testDatabase('multinode');
  let s3: TestS3Server;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const nodes: Node[] = [];
  let turn = 0;

  /** The next node that still serves, as a round-robin balancer picks it. */
  const next = () => {
    const live = nodes.filter((node) => !node.stopped);
    return live[turn++ % live.length]!;
  };
  const call = (method: string, pathname: string, options: Parameters<typeof send>[3] = {}) =>
    send(next(), method, pathname, options);
  const uploadTo = (
    pathname: string,
    token: string,
    fields: Record<string, string | number>,
    file: FormFile,
  ) => call('POST', pathname, { token, raw: multipartForm(fields, file) });

  beforeAll(async () => {
    await database.create();
    s3 = await startS3Server();
    smtp = await startSmtp();
    const env = {
      ...database.env(),
      ...s3.env,
      APP_KEY: randomBytes(32).toString('base64url'),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_INTERVAL_MS: '100',
      LOGIN_LIMIT_PER_EMAIL: '4',
      SHUTDOWN_TIMEOUT_MS: '30000',
    };
    // The first migrates the empty database; the others then start together on the schema it made.
    nodes.push(await startNode('a', env));
    nodes.push(...(await Promise.all([startNode('b', env), startNode('c', env)])));
  }, 180_000);

  afterAll(async () => {
    for (const node of nodes) {
      await stop(node.child);
      rmSync(node.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    if (smtp) await smtp.close();
    await database.drop();
  }, 60_000);

  it('serves a merchant and a shopper from end to end, whichever node answers, and loses nothing when one stops', async () => {
    const slug = `multi-${randomBytes(3).toString('hex')}`;
    const email = `merchant-${randomBytes(3).toString('hex')}@example.com`;
    const password = 'correct horse battery';

    // The merchant registers through one node and signs in through the next.
    const registered = await call('POST', '/v1/auth/merchant/register', {
      body: { name: 'Mia', email, password },
    });
    expect(registered.status, registered.body.toString()).toBe(201);
    const login = await call('POST', '/v1/auth/merchant/login', { body: { email, password } });
    expect(login.node).not.toBe(registered.node);
    expect(login.status, login.body.toString()).toBe(200);
    const token = login.json().data.authorization.token as string;

    const store = await call('POST', '/v1/admin/store', { token, body: { name: 'Multi', slug } });
    expect(store.status, store.body.toString()).toBe(201);
    const storeId = store.json().data.id as number;
    const product = await call('POST', '/v1/admin/product', {
      token,
      body: { store_id: storeId, name: 'Guide', price: 1500, vat_rate: 21, status: 'for_sale' },
    });
    expect(product.status, product.body.toString()).toBe(201);
    const productId = product.json().data.id as number;

    // An image and a downloadable file, each uploaded through a node of its own.
    const image = await uploadTo(
      '/v1/admin/media/images/product',
      token,
      { store_id: storeId, product_id: productId, description: 'Cover' },
      {
        filename: 'cover.png',
        contentType: 'image/png',
        data: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0392b' } })
          .png()
          .toBuffer(),
      },
    );
    expect(image.status, image.body.toString()).toBe(201);
    const imageUrl = Object.values(image.json().data.images as Record<string, { url: string }>)[0]!.url;
    const fileBytes = randomBytes(64 * 1024);
    const file = await uploadTo(
      '/v1/admin/media/files/product-item/upload',
      token,
      { store_id: storeId, product_id: productId },
      { filename: 'guide.pdf', contentType: 'application/pdf', data: fileBytes },
    );
    expect(file.status, file.body.toString()).toBe(201);

    // The image uploaded through one node is served by the next, from the bucket.
    const servedImage = await call('GET', imageUrl, { host: slug });
    expect(servedImage.node).not.toBe(image.node);
    expect(servedImage.status).toBe(200);
    expect(servedImage.headers['content-type']).toMatch(/^image\//);
    expect(servedImage.body.length).toBeGreaterThan(0);

    // The shop reads the product on every node: each keeps what it read.
    for (const _ of nodes) {
      const read = await call('GET', `/v1/store/${slug}/product/${productId}`, { host: slug });
      expect(read.status).toBe(200);
      expect(read.json().data).toMatchObject({ name: 'Guide', price: { incl_vat: 1500 } });
    }
    // A change through one node shows on the very next read, through another, every time.
    for (let round = 1; round <= nodes.length * 2; round += 1) {
      const edited = await call('PUT', `/v1/admin/product/${productId}`, {
        token,
        body: { store_id: storeId, name: `Guide ${round}`, price: 1500 + round },
      });
      expect(edited.status, edited.body.toString()).toBe(200);
      const read = await call('GET', `/v1/store/${slug}/product/${productId}`, { host: slug });
      expect(read.node).not.toBe(edited.node);
      expect(read.json().data).toMatchObject({ name: `Guide ${round}`, price: { incl_vat: 1500 + round } });
    }
    // The shopper fills a cart, changes it on another node, and places the order on a third.
    const cart = await call('POST', `/v1/store/${slug}/cart`, {
      host: slug,
      body: { products: [{ product_id: productId, quantity: 1 }] },
    });
    expect(cart.status, cart.body.toString()).toBe(201);
    const cartId = cart.json().data.id as string;
    const changed = await call('POST', `/v1/store/${slug}/cart/${cartId}`, {
      host: slug,
      body: { products: [{ product_id: productId, quantity: 2 }] },
    });
    expect(changed.status, changed.body.toString()).toBe(200);
    const readCart = await call('GET', `/v1/store/${slug}/cart/${cartId}`, { host: slug });
    expect(readCart.json().data.products).toEqual([
      expect.objectContaining({ product_id: productId, quantity: 2 }),
    ]);

    // A node stops (SIGTERM) while a request of this shopper's second cart is in flight on it: the
    // request is answered, and the journey goes on through the other two.
    const stopping = nodes[turn % nodes.length]!;
    const inFlight = slowPost(stopping.port, slug, `/v1/store/${slug}/cart`, {
      products: [{ product_id: productId, quantity: 3 }],
    });
    await inFlight.started;
    const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', resolve));
    stopping.child.kill('SIGTERM');
    stopping.stopped = true;
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status, answered.body).toBe(201);
    const spare = JSON.parse(answered.body).data as { id: string };
    expect(await exited).toBe(0);
    const spareCart = await call('GET', `/v1/store/${slug}/cart/${spare.id}`, { host: slug });
    expect(spareCart.status).toBe(200);
    expect(spareCart.json().data.products).toEqual([expect.objectContaining({ quantity: 3 })]);

    const order = await call('POST', `/v1/store/${slug}/order/${cartId}`, {
      host: slug,
      body: {
        email: 'Buyer@Example.com',
        customer_details: { name: 'Bea Buyer', country: 'NL' },
        withdrawal_waiver: true,
      },
    });
    expect(order.status, order.body.toString()).toBe(201);
    const orderId = order.json().data.id as string;
    const link = await call('POST', `/v1/store/${slug}/order/${cartId}/payment-link`, { host: slug });
    expect(link.status, link.body.toString()).toBe(200);
    const paid = await call('POST', new URL(link.json().data.url as string).pathname, {
      host: slug,
      raw: {
        payload: Buffer.from('outcome=paid'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    });
    expect(paid.status, paid.body.toString()).toBe(303);
    const orderPage = await call('GET', `/v1/store/${slug}/order/${orderId}`, { host: slug });
    expect(orderPage.status).toBe(200);
    expect(orderPage.json().data).toMatchObject({ status: 'paid' });

    // The confirmation arrives (sent by whichever node's outbox claimed it) and signs the buyer in.
    const confirmation = await eventually('the order confirmation', async () =>
      smtp.received.find(
        (mail) => mail.to.includes('buyer@example.com') && /login_token=/.test(plain(mail.raw)),
      ),
    );
    const loginToken = plain(confirmation.raw).match(/login_token=([\w-]+)/)![1]!;
    const session = await call('POST', '/v1/auth/customer/login', {
      host: slug,
      body: { login_token: loginToken },
    });
    expect(session.status, session.body.toString()).toBe(200);
    const customerToken = session.json().data.token as string;
    const goods = await call('GET', `/v1/store/${slug}/order/${orderId}/products`, {
      host: slug,
      token: customerToken,
    });
    expect(goods.status, goods.body.toString()).toBe(200);
    const item = (goods.json().data as { product_type: string; url: string }[]).find(
      (entry) => entry.product_type === 'file',
    )!;
    // The file uploaded through one node downloads, whole, through another: by a short-lived link
    // into the bucket that this node signed.
    const download = await call('GET', item.url, { host: slug });
    expect(download.status, download.body.toString().slice(0, 200)).toBe(302);
    const fromBucket = await fetch(download.headers.location!);
    expect(fromBucket.status).toBe(200);
    expect(sha256(Buffer.from(await fromBucket.arrayBuffer()))).toBe(sha256(fileBytes));

    // Wrong passwords count against one limit, whichever node answers (Redis).
    const guessed = `guessed-${randomBytes(3).toString('hex')}@example.com`;
    const statuses: number[] = [];
    const limited = new Set<string>();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = await call('POST', '/v1/auth/merchant/login', {
        body: { email: guessed, password: 'not the password' },
      });
      statuses.push(wrong.status);
      limited.add(wrong.node);
    }
    expect(limited.size).toBe(2);
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);

    // Every queued e-mail went out, and exactly once, though every node's outbox worker was sending.
    const client = new pg.Client({ connectionString: database.env().DATABASE_URL });
    await client.connect();
    try {
      const queued = await eventually('every e-mail sent', async () => {
        const { rows } = await client.query<{ to_address: string; subject: string; status: string }>(
          'select to_address, subject, status from outbox_emails order by id',
        );
        return rows.length > 0 && rows.every((row) => row.status === 'sent') ? rows : undefined;
      });
      // Mails about this order: the buyer's confirmation and the merchant's notice, at least.
      expect(queued.length).toBeGreaterThanOrEqual(2);
      // Give a duplicate send time to arrive, if one were under way.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(queued.length);
      const receivedTo = smtp.received.map((mail) => mail.to.join(',').toLowerCase()).sort();
      expect(receivedTo).toEqual(queued.map((row) => row.to_address.toLowerCase()).sort());
    } finally {
      await client.end();
    }
  }, 180_000);
});
