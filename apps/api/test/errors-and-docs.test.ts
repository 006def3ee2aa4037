import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

describe('error answers, security headers and API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every API route in the OpenAPI document served at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/auth/merchant/register',
        '/v1/auth/merchant/login',
        '/v1/auth/refresh-token',
        '/v1/auth/merchant/password-reset',
        '/v1/auth/merchant/password-reset/confirm',
        '/v1/admin/auth/logout',
        '/v1/admin/store',
        '/v1/admin/store/{id}',
        '/v1/admin/settings',
        '/v1/store/{storeSlug}',
      ]),
    );
    const docsPage = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docsPage.statusCode).toBe(200);
  });

  it('sets security headers: API answers are data that nothing frames, admin pages are never framed', async () => {
    const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
    for (const host of ['app.localhost:3000', 'demo-shop.localhost:3000']) {
      const answer = await get('/v1/store/none', host);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-dns-prefetch-control']).toBeUndefined();
    }
    const page = await get('/login', 'app.localhost:3000');
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('never reveals internals in a 500', async () => {
    const failing = await createTestApp();
    await failing.ctx.database.allStoresDb.schema.dropTable('store_settings').execute();
    await failing.ctx.database.allStoresDb
      .insertInto('users')
      .values({ name: 'x', email: 'x@example.com', password_hash: 'x', created_at: 'x', updated_at: 'x' })
      .execute();
    await failing.ctx.database.allStoresDb
      .insertInto('stores')
      .values({
        owner_id: 1,
        name: 'Shop',
        slug: 'broken',
        business_type: 'b2c',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    const crashed = await failing.app.inject({ method: 'GET', url: '/v1/store/broken' });
    await failing.close();
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(crashed.body).not.toContain('store_settings');
  });
});
