import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryFor } from './zod-arbitrary.js';
import { createTestApp, placeOrder, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';

const REQUESTS = 10_000;
const MILLION_EUROS = 100_000_000;

/** Bodies as raw JSON text, too deep or too wide for any request: nested a few or thousands of levels. */
const hostileBodies = fc.oneof(
  fc.integer({ min: 30, max: 60_000 }).map((levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`),
  fc.integer({ min: 30, max: 2_000 }).map((levels) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`),
  fc
    .integer({ min: 30, max: 5_000 })
    .map((levels) => `{"store_id":1,"products":${'['.repeat(levels)}${']'.repeat(levels)}}`),
  fc.integer({ min: 900, max: 20_000 }).map((count) => `[${'0,'.repeat(count - 1)}0]`),
  fc
    .integer({ min: 900, max: 5_000 })
    .map((count) => `{${Array.from({ length: count }, (_, index) => `"k${index}":${index}`).join(',')}}`),
  fc
    .integer({ min: 900, max: 5_000 })
    .map((count) => `{"products":[${'{"product_id":1,"quantity":1},'.repeat(count - 1)}{}]}`),
);

/** Host headers a browser never sends: user info, paths, spaces, odd ports, far too long. */
const oddHosts = fc.constantFrom(
  'localhost:3000@evil.example',
  'fuzz-shop.localhost:3000@evil.example',
  'user:pass@app.localhost:3000',
  'localhost:3000/evil.example',
  'localhost:3000#@evil.example',
  'evil.example?.localhost:3000',
  'a b.localhost:3000',
  'localhost:',
  'localhost:99999999',
  `${'a'.repeat(300)}.localhost:3000`,
  '[::1]:3000',
  'www.localhost:1',
  'fuzz-shop.localhost:3000',
  'app.localhost:3000',
);

/** Any generated value as text, including objects without a prototype. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

/** Path parameters filled with generated values that sometimes are real ids of the test store. */
function pathFor(url: string, values: Record<string, unknown>): string {
  return url.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(asText(values[name])) || 'x');
}

/** Addresses the server makes come from its configuration (PUBLIC_HOST), never from the request. */
function expectConfiguredLocation(location: unknown, where: string) {
  if (location === undefined) return;
  const url = new URL(String(location));
  expect(`${url.protocol}//${url.host}`, where).toMatch(/^http:\/\/([a-z0-9-]+\.)?localhost:3000$/);
  expect(`${url.username}${url.password}`, where).toBe('');
}

describe('fuzzing every endpoint with requests generated from the contract', () => {
  let t: TestApp;
  let shop: ShopFixture;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    t = await createTestApp({ LOGIN_LIMIT_PER_ADDRESS: '1000000', LOGIN_LIMIT_PER_EMAIL: '1000000' });
    shop = await shopWithProduct(t.app, 'fuzz-shop');
    await placeOrder(t.app, shop);
    // Carts of more than ten of these reach beyond the largest order total.
    await shop.client.post(
      '/v1/admin/product',
      { store_id: shop.storeId, name: 'Yacht', price: MILLION_EUROS, vat_rate: 21, status: 'for_sale' },
      { token: shop.token },
    );
  });
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await t.close();
  });

  it(`answers ${REQUESTS} generated requests without a 5xx, every refusal in the error shape`, async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/v1/'));
    const perRoute = Math.ceil(REQUESTS / routes.length);
    const realValues = fc.constantFrom<Record<string, unknown>>(
      { storeSlug: 'fuzz-shop', id: shop.productId, store_id: shop.storeId },
      { storeSlug: 'fuzz-shop', id: shop.storeId, store_id: shop.storeId },
      { storeSlug: 'nowhere', id: 999_999, store_id: 999_999 },
      { storeSlug: 'fuzz-shop', id: 2 ** 31, store_id: 3_000_000_000 },
    );
    let sent = 0;
    for (const route of routes) {
      const request = fc.record({
        real: realValues,
        params: arbitraryFor(route.schema.params),
        query: arbitraryFor(route.schema.querystring),
        body: arbitraryFor(route.schema.body),
        authenticated: fc.boolean(),
        keepStore: fc.boolean(),
        hostile: fc.option(hostileBodies, { freq: 8, nil: undefined }),
        host: fc.option(oddHosts, { freq: 6, nil: undefined }),
      });
      const samples = fc.sample(request, { numRuns: perRoute, seed: 42 + sent });
      for (const sample of samples) {
        const params = {
          ...sample.real,
          ...(typeof sample.params === 'object' && sample.params ? sample.params : {}),
        };
        const query = typeof sample.query === 'object' && sample.query ? { ...(sample.query as object) } : {};
        let body = sample.body;
        if (sample.keepStore && typeof body === 'object' && body !== null && !Array.isArray(body)) {
          body = { ...body, store_id: shop.storeId };
          Object.assign(query, { store_id: shop.storeId });
        }
        const search = new URLSearchParams(
          Object.entries(query).flatMap(([key, value]): [string, string][] =>
            value === undefined ? [] : [[key, asText(value)]],
          ),
        );
        const payload = sample.hostile ?? (body === undefined ? undefined : JSON.stringify(body));
        const withBody = route.method !== 'GET' && payload !== undefined;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${pathFor(route.url, params)}?${search}`,
          headers: {
            ...(sample.authenticated ? { authorization: `Bearer ${shop.token}` } : {}),
            ...(withBody ? { 'content-type': 'application/json' } : {}),
            ...(sample.host === undefined ? {} : { host: sample.host }),
          },
          ...(withBody ? { payload } : {}),
        });
        sent += 1;
        const where = `${route.method} ${route.url} ${pathFor(route.url, params)} ${JSON.stringify(sample.host)} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        expectConfiguredLocation(response.headers.location, where);
        if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const answer = response.json() as { message?: unknown; errors?: Record<string, unknown> };
          expect(typeof answer.message, where).toBe('string');
          if (answer.errors !== undefined) {
            for (const messages of Object.values(answer.errors)) {
              expect(
                Array.isArray(messages) && messages.every((text) => typeof text === 'string'),
                where,
              ).toBe(true);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);

    // The pages too, where the bare and www hosts are sent on to the admin.
    const pages = fc.record({
      host: oddHosts,
      path: fc.constantFrom('/', '/login', '/product/1', '//evil.example/', '/cart?next=//evil.example'),
    });
    for (const { host, path } of fc.sample(pages, { numRuns: 200, seed: 7 })) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: { host } });
      const where = `GET ${path} on ${host}`;
      expect(response.statusCode, where).toBeLessThan(500);
      expectConfiguredLocation(response.headers.location, where);
    }
    expect(rejections).toEqual([]);
  }, 300_000);
});
