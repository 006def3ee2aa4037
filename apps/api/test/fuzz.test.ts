import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryFor } from './zod-arbitrary.js';
import { createTestApp, placeOrder, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';

const REQUESTS = 10_000;

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
        const withBody = route.method !== 'GET' && body !== undefined;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${pathFor(route.url, params)}?${search}`,
          headers: {
            ...(sample.authenticated ? { authorization: `Bearer ${shop.token}` } : {}),
            ...(withBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(withBody ? { payload: JSON.stringify(body) } : {}),
        });
        sent += 1;
        const where = `${route.method} ${route.url} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
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
    expect(rejections).toEqual([]);
  }, 300_000);
});
