import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';

describe('refresh tokens rotate and a replayed one revokes the sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('revokes the whole family when an already-rotated refresh token comes back', async () => {
    const { client } = await registerMerchant(t.app);
    const stolen = client.cookies.get('refresh_token')!;

    const rotated = await client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    expect(rotated.statusCode).toBe(200);
    const currentToken = rotated.json().data.authorization.token as string;
    expect(client.cookies.get('refresh_token')).not.toBe(stolen);
    const currentRefresh = client.cookies.get('refresh_token')!;

    // Past the grace window in which a just-rotated token still answers (another tab's refresh).
    t.clock.advance(31);
    const attacker = new TestClient(t.app);
    await attacker.openAdminPage();
    attacker.cookies.set('refresh_token', stolen);
    expect((await attacker.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);

    expect((await client.get('/v1/admin/store', { token: currentToken })).statusCode).toBe(401);
    client.cookies.set('refresh_token', currentRefresh);
    expect((await client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
  });

  it('lets two tabs that refresh at the same moment both stay signed in, with the same successor', async () => {
    const { client } = await registerMerchant(t.app);
    const otherTab = new TestClient(t.app);
    for (const [name, value] of client.cookies) otherTab.cookies.set(name, value);

    const [one, two] = await Promise.all([
      client.post('/v1/auth/refresh-token', undefined, { xsrf: true }),
      otherTab.post('/v1/auth/refresh-token', undefined, { xsrf: true }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(client.cookies.get('refresh_token')).toBe(otherTab.cookies.get('refresh_token'));
    for (const response of [one, two]) {
      const token = response.json().data.authorization.token as string;
      expect((await client.get('/v1/admin/store', { token })).statusCode).toBe(200);
    }
    expect((await client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(200);
  });

  it('answers a just-rotated refresh token again within the grace window, and not after it', async () => {
    const { client } = await registerMerchant(t.app);
    const first = client.cookies.get('refresh_token')!;
    const rotated = await client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    const successor = client.cookies.get('refresh_token')!;

    t.clock.advance(29);
    client.cookies.set('refresh_token', first);
    const again = await client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.authorization).toEqual(rotated.json().data.authorization);
    expect(client.cookies.get('refresh_token')).toBe(successor);

    t.clock.advance(2);
    client.cookies.set('refresh_token', first);
    expect((await client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
    const token = rotated.json().data.authorization.token as string;
    expect((await client.get('/v1/admin/store', { token })).statusCode).toBe(401);
    client.cookies.set('refresh_token', successor);
    expect((await client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
  });

  it('answers no rotated refresh token of a sign-in that was ended, even within the grace window', async () => {
    const { client } = await registerMerchant(t.app);
    const first = client.cookies.get('refresh_token')!;
    const rotated = await client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    const token = rotated.json().data.authorization.token as string;
    await client.post('/v1/admin/auth/logout', undefined, { token, xsrf: true });
    client.cookies.set('refresh_token', first);
    expect((await client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same merchant when one family is revoked', async () => {
    const first = await registerMerchant(t.app);
    const second = new TestClient(t.app);
    await second.openAdminPage();
    const login = await second.post('/v1/auth/merchant/login', {
      email: first.email,
      password: first.password,
    });
    const secondToken = login.json().data.authorization.token as string;

    await first.client.post('/v1/admin/auth/logout', undefined, { token: first.token, xsrf: true });
    expect((await first.client.get('/v1/admin/store', { token: first.token })).statusCode).toBe(401);
    expect((await second.get('/v1/admin/store', { token: secondToken })).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const { client } = await registerMerchant(t.app);
    t.clock.advance(31 * 24 * 3600);
    expect((await client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_EMAIL: '5', LOGIN_LIMIT_PER_ADDRESS: '12' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after too many attempts for one e-mail address, in any case or +tag', async () => {
    const { email } = await registerMerchant(t.app);
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await client.post('/v1/auth/merchant/login', { email, password: 'wrong password' })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const blocked = await client.post('/v1/auth/merchant/login', {
      email: email.toUpperCase(),
      password: 'x',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    const tagged = await client.post('/v1/auth/merchant/login', {
      email: email.replace('@', '+again@'),
      password: 'x',
    });
    expect(tagged.statusCode).toBe(429);
  });

  it('answers 429 after too many attempts from one address, whatever the e-mail', async () => {
    const client = new TestClient(t.app);
    let last = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = (
        await client.post('/v1/auth/merchant/login', { email: `user${attempt}@example.com`, password: 'x' })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('rate limits shared by every process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_EMAIL: '4' });
  });
  afterAll(() => t.close());

  it('counts wrong passwords sent to two processes on one database together', async () => {
    const { email } = await registerMerchant(t.app);
    const other = await t.anotherProcess();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const app = attempt % 2 === 0 ? t.app : other.app;
        const response = await app.inject({
          method: 'POST',
          url: '/v1/auth/merchant/login',
          payload: { email, password: 'wrong password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
    } finally {
      await other.close();
    }
  });

  it('opens again once the window has passed', async () => {
    const { email } = await registerMerchant(t.app);
    const client = new TestClient(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.post('/v1/auth/merchant/login', { email, password: 'wrong password' });
    }
    const blocked = await client.post('/v1/auth/merchant/login', { email, password: 'wrong password' });
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(Number(blocked.headers['retry-after']));
    expect(
      (await client.post('/v1/auth/merchant/login', { email, password: 'wrong password' })).statusCode,
    ).toBe(422);
  });
});
