import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/**
 * The review's 960 kB body: many nested arrays, each shallow enough for a recursive walk to survive
 * and deep enough for it to copy its path for seconds.
 */
function manyNestedArrays(bytes: number, levels = 2_000): string {
  const chain = nested(levels);
  return `{"products":[${Array.from({ length: Math.floor(bytes / (chain.length + 1)) }, () => chain).join(',')}]}`;
}

describe('hostile bodies are refused at once, on every route and by every body parser', () => {
  let t: TestApp;
  let shop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'body-shop');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  const expectRefused = (answer: { statusCode: number; json(): unknown }, message: RegExp) => {
    expect(answer.statusCode).toBe(422);
    const body = answer.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.values(body.errors).flat().join(' ')).toMatch(message);
  };

  it('refuses 60,000 levels of nesting as too deep', async () => {
    const answer = await post(`/v1/store/${shop.slug}/cart`, `{"products":${nested(60_000)}}`);
    expectRefused(answer, /too deeply/);
  });

  it('refuses the 960 kB body of nested arrays in milliseconds, and answers the next request', async () => {
    const body = manyNestedArrays(960_000);
    expect(body.length).toBeGreaterThan(900_000);
    const [hostile, next] = await Promise.all([
      post(`/v1/store/${shop.slug}/cart`, body),
      t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}` }),
    ]);
    expectRefused(hostile, /too deeply/);
    expect(next.statusCode).toBe(200);
    // Before the fix this took tens of seconds; a bound far above the milliseconds it takes now.
  }, 5_000);

  it('refuses deep bodies on routes without a body schema and with a parser of their own too', async () => {
    const answer = await post('/v1/payments/stripe/webhook', nested(5_000));
    expectRefused(answer, /too deeply/);
  });

  it('refuses an array or object with too many entries, naming the field', async () => {
    const manyLines = `{"products":[${Array.from({ length: 200_000 }, () => '1').join(',')}]}`;
    expectRefused(await post(`/v1/store/${shop.slug}/cart`, manyLines), /too many/);
    const manyKeys = `{${Array.from({ length: 50_000 }, (_, index) => `"k${index}":1`).join(',')}}`;
    expectRefused(await post(`/v1/store/${shop.slug}/cart`, manyKeys), /too many/);
  });

  it('refuses a form with too many fields', async () => {
    const form = Array.from({ length: 50_000 }, (_, index) => `f${index}=1`).join('&');
    const answer = await post(
      `/v1/payments/test/${'r'.repeat(30)}`,
      form,
      'application/x-www-form-urlencoded',
    );
    expectRefused(answer, /too many/);
  });

  it('refuses a NUL character anywhere, in keys too, naming the field', async () => {
    const answer = await post(
      `/v1/store/${shop.slug}/cart`,
      JSON.stringify({ products: [{ product_id: 1, quantity: 1, 'x\u0000': 1 }] }),
    );
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['products.0.x\u0000']);
    const inPath = await t.app.inject({ method: 'GET', url: '/v1/store/%00' });
    expect(inPath.statusCode).toBe(422);
    expect(Object.keys(inPath.json().errors)).toEqual(['storeSlug']);
    const inQuery = await shop.client.get(`/v1/admin/product?store_id=${shop.storeId}&search=%00`, {
      token: shop.token,
    });
    expect(inQuery.statusCode).toBe(422);
    expect(Object.keys(inQuery.json().errors)).toEqual(['search']);
  });

  it('answers a body above the size limit with 413', async () => {
    const answer = await post(
      `/v1/store/${shop.slug}/cart`,
      `{"products":[],"x":"${'x'.repeat(2_000_000)}"}`,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });
});
