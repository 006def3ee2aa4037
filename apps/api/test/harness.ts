import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig, type Config } from '../src/config.js';
import { closeContext, createContext } from '../src/context.js';
import type { Clock } from '../src/lib/clock.js';
import type { ZodApp } from '../src/zod-app.js';
import { dialect, sqliteFileIn, testDatabase } from './test-database.js';

export { dialect };

export interface FakeClock extends Clock {
  advance(seconds: number): void;
}

export function fakeClock(start = new Date('2026-01-15T10:00:00.000Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export interface TestApp {
  app: ZodApp;
  ctx: AppContext;
  clock: FakeClock;
  /** A second app on the same database with a connection of its own, as another server process has. */
  anotherProcess(): Promise<{ app: ZodApp; ctx: AppContext; close(): Promise<void> }>;
  close(): Promise<void>;
}

async function buildTestApp(config: Config, clock: FakeClock) {
  const ctx = await createContext(config, { clock });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return { app, ctx };
}

/**
 * A whole app on a database of its own, copied from the run's migrated template (test-database.ts),
 * so test files never see each other's rows.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Where the app's clock starts, for a test of what a given day does (a rate change). */
  clockStart?: Date,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-test-'));
  const database = testDatabase('app', { dataDir, migrated: true });
  await database.create();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    // Hashing at OWASP's cost takes ~0.4 s; password-hashing.test.ts proves the production default.
    PASSWORD_HASH_COST: '10',
    // Every request of a test comes from one address, and some files place dozens of orders;
    // anonymous-limits.test.ts proves the limit (decision 045).
    ORDER_LIMIT_PER_ADDRESS: '1000000',
    DATABASE_URL: `sqlite:${sqliteFileIn(dataDir)}`,
    ...database.env(),
    ...env,
  });
  const clock = fakeClock(clockStart);
  const { app, ctx } = await buildTestApp(config, clock);
  return {
    app,
    ctx,
    clock,
    async anotherProcess() {
      const other = await buildTestApp(config, clock);
      return {
        app: other.app,
        ctx: other.ctx,
        async close() {
          await other.app.close();
          await closeContext(other.ctx);
        },
      };
    },
    async close() {
      await app.close();
      await closeContext(ctx);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Send the XSRF header matching the cookie, as the web app does. */
  xsrf?: boolean;
}

/** Talks to the app as one browser would: it keeps the cookies the server sets. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: ZodApp) {}

  async call(method: Method, url: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.xsrf) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    this.remember(response);
    return response;
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
  }

  /** Loads a page of the admin, as a browser does before any call: it hands out the XSRF cookie. */
  openAdminPage = () => this.get('/login', { headers: { host: 'app.localhost:3000' } });

  get = (url: string, options?: CallOptions) => this.call('GET', url, undefined, options);
  post = (url: string, body?: unknown, options?: CallOptions) => this.call('POST', url, body, options);
  put = (url: string, body?: unknown, options?: CallOptions) => this.call('PUT', url, body, options);
  delete = (url: string, body?: unknown, options?: CallOptions) => this.call('DELETE', url, body, options);
}

let merchantCounter = 0;
export const MERCHANT_PASSWORD = 'correct horse battery';

/** Registers a merchant and answers a client holding its cookies, with its access token. */
export async function registerMerchant(app: ZodApp, name = 'Merchant') {
  const client = new TestClient(app);
  merchantCounter += 1;
  const email = `merchant${merchantCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = MERCHANT_PASSWORD;
  const response = await client.post('/v1/auth/merchant/register', { name, email, password });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const token = response.json().data.authorization.token as string;
  return { client, token, email, password };
}

export async function createStore(
  client: TestClient,
  token: string,
  store: { name: string; slug: string; business_type?: 'b2b' | 'b2c' },
) {
  const response = await client.post('/v1/admin/store', store, { token });
  if (response.statusCode !== 201) throw new Error(`create store failed: ${response.body}`);
  return response.json().data as { id: number; slug: string; name: string };
}

export function uniqueSlug(prefix = 'shop'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export interface FormFile {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartForm(fields: Record<string, string | number>, file?: FormFile) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart form with the merchant's token. */
export async function upload(
  app: ZodApp,
  url: string,
  token: string,
  fields: Record<string, string | number>,
  file?: FormFile,
) {
  const form = multipartForm(fields, file);
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

export interface ShopFixture {
  client: TestClient;
  token: string;
  storeId: number;
  slug: string;
  productId: number;
  fileBytes: Buffer;
}

/** A merchant with a store selling one product that delivers a file and a text. */
export async function shopWithProduct(app: ZodApp, slug: string, price = 1995): Promise<ShopFixture> {
  const { client, token } = await registerMerchant(app);
  const storeId = (await createStore(client, token, { name: `Shop ${slug}`, slug })).id;
  const product = await client.post(
    '/v1/admin/product',
    { store_id: storeId, name: 'Guide', price, vat_rate: 21, status: 'for_sale' },
    { token },
  );
  const productId = product.json().data.id as number;
  const fileBytes = randomBytes(4096);
  await upload(
    app,
    '/v1/admin/media/files/product-item/upload',
    token,
    { store_id: storeId, product_id: productId },
    {
      filename: 'guide.pdf',
      contentType: 'application/pdf',
      data: fileBytes,
    },
  );
  await client.post(
    `/v1/admin/product/${productId}/product-item`,
    { store_id: storeId, product_type: 'text', name: 'Licence', text: 'KEY-42' },
    { token },
  );
  return { client, token, storeId, slug, productId, fileBytes };
}

/** A consumer, who consents to immediate delivery of the digital content (decision 050). */
export const buyer = {
  email: 'Buyer@Example.com',
  customer_details: { name: 'Bea Buyer', country: 'NL' },
  withdrawal_waiver: true,
};

/** Street, postal code and city, which every business buyer gives for its invoice (decision 052). */
export const businessAddress = { address: 'Herengracht 12', postal_code: '1015 BN', city: 'Amsterdam' };

/**
 * A shopper fills a cart and places the order, consenting to immediate delivery as a consumer does
 * unless `details` says otherwise; answers the cart id and the order.
 */
export async function placeOrder(app: ZodApp, shop: ShopFixture, quantity = 1, details: object = buyer) {
  const shopper = new TestClient(app);
  const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
    products: [{ product_id: shop.productId, quantity }],
  });
  const cartId = cart.json().data.id as string;
  const order = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
    withdrawal_waiver: true,
    ...details,
  });
  if (order.statusCode !== 201) throw new Error(`order failed: ${order.body}`);
  return { shopper, cartId, order: order.json().data as { id: string; number: number; status: string } };
}

/** Pays (or fails) through the test provider's hosted page, as the shopper's browser would. */
export async function payWithTestProvider(app: ZodApp, slug: string, cartId: string, outcome = 'paid') {
  const link = await app.inject({ method: 'POST', url: `/v1/store/${slug}/order/${cartId}/payment-link` });
  if (link.statusCode !== 200) throw new Error(`payment link failed: ${link.body}`);
  const url = new URL(link.json().data.url as string);
  return app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** A merchant signed in, with one of their stores. */
export type StoreOwner = Pick<ShopFixture, 'client' | 'token' | 'storeId'>;

/** Billing details that make a Dutch store a complete seller, one that may go live (decision 051). */
export const SELLER_DETAILS = {
  legal_name: 'Winkel B.V.',
  address: 'Kerkstraat 1',
  postal_code: '1017 GA',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: 'NL000099998B57',
  coc_number: '12345678',
  iban: '',
};

/** Saves SELLER_DETAILS as the store's billing details, as its merchant would in the settings. */
export async function fillSellerDetails({ client, token, storeId }: StoreOwner) {
  const saved = await client.post(
    '/v1/admin/settings',
    { store_id: storeId, settings: { billing: SELLER_DETAILS } },
    { token },
  );
  if (saved.statusCode !== 200) throw new Error(`billing not saved: ${saved.body}`);
}
