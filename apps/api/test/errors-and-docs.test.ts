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

  it('sets security headers and forbids framing the admin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/store/none',
      headers: { host: 'app.localhost:3000' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives API answers the headers of data: nothing loads or runs in them, and nothing frames them', async () => {
    for (const host of ['app.localhost:3000', 'demo-shop.localhost:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/v1/store/none', headers: { host } });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'app.localhost:3000' },
    });
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
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
