import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loggerOptions } from '../src/lib/logger.js';
import type { ZodApp } from '../src/zod-app.js';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  TestClient,
  type TestApp,
} from './harness.js';

describe('the request log', () => {
  let t: TestApp;
  let logged: ZodApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // The same app, logging as a server does, into lines the test can read.
    logged = await buildApp(t.ctx, { logger: loggerOptions('trace', { write: (line) => lines.push(line) }) });
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  it('holds no login token, download signature, access or refresh token, cookie or XSRF value', async () => {
    const shop = await shopWithProduct(t.app, 'log-shop');
    const { cartId, order } = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, cartId);
    const asked = await logged.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/email-login`,
      payload: { email: buyer.email, session_id: order.id, redirect_to_name: 'order' },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('html')
      .where('kind', '=', 'login_link')
      .executeTakeFirstOrThrow();
    const loginToken = mail.html.match(/login_token=([\w-]+)/)![1]!;

    await logged.inject({
      method: 'GET',
      url: `/order/${order.id}?login_token=${loginToken}`,
      headers: { host: `${shop.slug}.localhost:3000` },
    });
    const session = await logged.inject({
      method: 'POST',
      url: '/v1/auth/customer/login',
      payload: { login_token: loginToken },
    });
    const customerToken = session.json().data.token as string;
    const items = await logged.inject({
      method: 'GET',
      url: `/v1/store/${shop.slug}/order/${order.id}/products`,
      headers: { authorization: `Bearer ${customerToken}` },
    });
    const download = (items.json().data as { url: string | null }[]).find((item) => item.url)!.url!;
    const signature = new URL(download, 'http://x').searchParams.get('signature')!;
    expect((await logged.inject({ method: 'GET', url: download })).statusCode).toBe(200);

    const merchant = new TestClient(logged);
    await merchant.openAdminPage();
    const login = await merchant.post('/v1/auth/merchant/login', {
      email: (await shop.client.get('/v1/admin/account', { token: shop.token })).json().data.email,
      password: 'correct horse battery',
    });
    const merchantToken = login.json().data.authorization.token as string;
    const refreshToken = merchant.cookies.get('refresh_token')!;
    const xsrf = merchant.cookies.get('XSRF-TOKEN')!;
    expect((await merchant.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(200);
    await merchant.get(`/v1/admin/store?login_token=${loginToken}&signature=${signature}`, {
      token: merchantToken,
    });

    const log = lines.join('');
    expect(log).toContain(`/v1/store/${shop.slug}/order/${order.id}/download/`);
    expect(log).toContain('login_token=[redacted]');
    for (const secret of [loginToken, signature, customerToken, merchantToken, refreshToken, xsrf]) {
      expect(log).not.toContain(secret);
    }
  });

  it("holds no password-reset link's token, from the page's address or the confirmation", async () => {
    const { email } = await registerMerchant(t.app);
    const from = lines.length;
    await logged.inject({ method: 'POST', url: '/v1/auth/merchant/password-reset', payload: { email } });
    const mail = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('text')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    await logged.inject({
      method: 'GET',
      url: `/reset-password?token=${token}`,
      headers: { host: 'app.localhost:3000' },
    });
    const confirmed = await logged.inject({
      method: 'POST',
      url: '/v1/auth/merchant/password-reset/confirm',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(confirmed.statusCode).toBe(200);
    const log = lines.slice(from).join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(confirmed.json().data.authorization.token);
  });

  it('hides secrets in whatever else is logged, such as headers or a body, and stays JSON', () => {
    logged.log.info(
      {
        headers: {
          authorization: 'Bearer bearer-secret-1',
          cookie: 'refresh_token=cookie-secret-2; XSRF-TOKEN=cookie-secret-3',
          'x-xsrf-token': 'header-secret-4',
        },
        body: { email: 'a@example.com', password: 'body-secret-5', current_password: 'body "secret" 6' },
      },
      'logged by hand',
    );
    const line = lines.at(-1)!;
    expect(JSON.parse(line)).toMatchObject({ msg: 'logged by hand', body: { email: 'a@example.com' } });
    for (const secret of ['secret-1', 'secret-2', 'secret-3', 'secret-4', 'secret-5', 'secret\\" 6']) {
      expect(line).not.toContain(secret);
    }
  });

  it('names each request by an id, in its X-Request-Id header and on its one log line', async () => {
    const shop = await shopWithProduct(t.app, 'id-shop');
    const read = await logged.inject({ method: 'GET', url: `/v1/store/${shop.slug}` });
    expect(read.statusCode).toBe(200);
    const id = read.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const ofRequest = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
    expect(ofRequest).toEqual([
      expect.objectContaining({ method: 'GET', url: `/v1/store/${shop.slug}`, status: 200, msg: 'request' }),
    ]);
    expect(ofRequest[0].ms).toEqual(expect.any(Number));

    const again = await logged.inject({ method: 'GET', url: `/v1/store/${shop.slug}` });
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it("keeps a caller's request id when it is a short plain token, and makes a new one otherwise", async () => {
    const withId = (value: string) =>
      logged.inject({ method: 'GET', url: '/v1/store/nowhere', headers: { 'x-request-id': value } });
    expect((await withId('lb-7f3a.2_x')).headers['x-request-id']).toBe('lb-7f3a.2_x');
    for (const unsafe of ['a'.repeat(65), 'two words', 'id","level":60', 'ünïcode', '']) {
      const answered = (await withId(unsafe)).headers['x-request-id'];
      expect(answered, unsafe).not.toBe(unsafe);
      expect(answered, unsafe).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('')).not.toContain(`"reqId":${JSON.stringify(unsafe)}`);
    }
  });
});
