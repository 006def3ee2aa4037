import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './harness.js';

const admin = { host: 'app.localhost:3000' };

/** A development server (plain http on a loopback host) and a live one, whose mail goes out by SMTP. */
let development: TestApp;
let live: TestApp;
beforeAll(async () => {
  development = await createTestApp();
  live = await createTestApp({
    PUBLIC_PROTOCOL: 'https',
    PUBLIC_HOST: 'shop.example.com',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
});
afterAll(async () => {
  await development.close();
  await live.close();
});

describe('the development mailbox', () => {
  it('shows kept mail on plain http at a loopback host, to this machine only', async () => {
    const local = await development.app.inject({ method: 'GET', url: '/dev/mailbox', headers: admin });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('Development mailbox');

    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.2']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
        const remote = await development.app.inject({ method: 'GET', url, headers: admin, remoteAddress });
        expect(remote.statusCode, `${remoteAddress} ${url}`).toBe(404);
      }
    }
  });

  it('does not exist where mail goes out by SMTP', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const response = await live.app.inject({
        method: 'GET',
        url,
        headers: { host: 'app.shop.example.com' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Development mailbox');
    }
  });
});

describe('a demo store on request (POST /dev/demo-store)', () => {
  const ask = (t: TestApp, headers: Record<string, string> = admin, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/dev/demo-store',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it("makes a merchant of its own with the demo store's catalogue, each time another, and signs in with what it answers", async () => {
    const first = await ask(development);
    const second = await ask(development);
    expect(first.statusCode, first.body).toBe(201);
    const demo = first.json().data;
    expect(demo.slug).toMatch(/^demo-[0-9a-f]{8}$/);
    expect(demo.store_url).toBe(`http://${demo.slug}.localhost:3000`);
    expect(second.json().data.slug).not.toBe(demo.slug);
    expect(second.json().data.email).not.toBe(demo.email);

    const front = await development.app.inject({ method: 'GET', url: `/v1/store/${demo.slug}/front/home` });
    expect(front.json().data.products.map((product: { name: string }) => product.name)).toEqual(
      expect.arrayContaining(['Online workshop compositie', 'Fotografie voor beginners (e-book)']),
    );
    const merchant = new TestClient(development.app);
    const login = await merchant.post(
      '/v1/auth/merchant/login',
      { email: demo.email, password: demo.password },
      { headers: admin },
    );
    expect(login.statusCode).toBe(200);
    const stores = await merchant.get('/v1/admin/store', { token: login.json().data.authorization.token });
    expect(stores.json().data).toEqual([expect.objectContaining({ id: demo.store_id, slug: demo.slug })]);
  });

  it('is not there for another machine, another host, a form from another site, or where the platform runs for the public', async () => {
    const stores = () => development.ctx.database.allStoresDb.selectFrom('stores').select('id').execute();
    const before = await stores();
    for (const remoteAddress of ['203.0.113.9', '::ffff:10.0.0.2']) {
      expect((await ask(development, admin, remoteAddress)).statusCode, remoteAddress).toBe(404);
    }
    expect((await ask(development, { host: 'demo.localhost:3000' })).statusCode).toBe(404);
    const form = await development.app.inject({
      method: 'POST',
      url: '/dev/demo-store',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    expect((await ask(live, { host: 'app.shop.example.com' })).statusCode).toBe(404);
    expect(await stores()).toEqual(before);
    expect(await live.ctx.database.allStoresDb.selectFrom('stores').select('id').execute()).toEqual([]);
  });
});
