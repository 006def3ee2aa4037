import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';

describe('changing the e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs the current password, and changes nothing without it', async () => {
    const { client, token, email, password } = await registerMerchant(t.app);
    const missing = await client.put('/v1/admin/account', { email: 'taken-over@example.com' }, { token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['This field is required.'] });

    const wrong = await client.put(
      '/v1/admin/account',
      { email: 'taken-over@example.com', current_password: 'not the password' },
      { token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['This password is incorrect.'] });
    expect((await client.get('/v1/admin/account', { token })).json().data.email).toBe(email);

    const changed = await client.put(
      '/v1/admin/account',
      { email: 'Moved@Example.com', current_password: password },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toBe('moved@example.com');
  });

  it('needs no password for the name, the preferences or the same address', async () => {
    const { client, token, email } = await registerMerchant(t.app);
    const response = await client.put(
      '/v1/admin/account',
      { name: 'Renamed', email: email.toUpperCase(), preferences: { locale: 'de' } },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Renamed', email, preferences: { locale: 'de' } });
  });
});

describe('password checks of a signed-in merchant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_EMAIL: '3' });
  });
  afterAll(() => t.close());

  it('are limited per account, over password change, e-mail change and account deletion together', async () => {
    const { client, token, password } = await registerMerchant(t.app);
    const attempts = [
      () =>
        client.post(
          '/v1/admin/account/password',
          { current_password: 'guess one', new_password: 'a new password' },
          { token },
        ),
      () =>
        client.put(
          '/v1/admin/account',
          { email: 'thief@example.com', current_password: 'guess two' },
          { token },
        ),
      () => client.delete('/v1/admin/account', { password: 'guess three' }, { token }),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(422);

    const blocked = await client.post(
      '/v1/admin/account/password',
      { current_password: password, new_password: 'a new password' },
      { token },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.delete('/v1/admin/account', { password }, { token })).statusCode).toBe(429);
    expect((await client.get('/v1/admin/account', { token })).statusCode).toBe(200);

    const other = await registerMerchant(t.app);
    const unaffected = await other.client.post(
      '/v1/admin/account/password',
      { current_password: other.password, new_password: 'a new password' },
      { token: other.token },
    );
    expect(unaffected.statusCode).toBe(200);
    const login = await new TestClient(t.app).post('/v1/auth/merchant/login', {
      email: other.email,
      password: 'a new password',
    });
    expect(login.statusCode).toBe(200);
  });
});
