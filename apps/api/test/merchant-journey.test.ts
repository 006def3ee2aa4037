import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSellerDetails, TestClient, type TestApp } from './harness.js';
import type { FakeProviders } from './fake-providers.js';
import { appWithFakeProviders, closeWithFakeProviders } from './payment-helpers.js';

describe('merchant journey through the HTTP API', () => {
  let t: TestApp;
  let fake: FakeProviders;
  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  it('registers, signs in, runs two stores, refreshes an expired token and signs out', async () => {
    const browser = new TestClient(t.app);
    expect((await browser.openAdminPage()).statusCode).toBe(200);
    expect(browser.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]{43}$/);
    // An API call without cookies gets none: its answer stays cacheable by any shared cache.
    expect((await new TestClient(t.app).get('/v1/store/anything')).headers['set-cookie']).toBeUndefined();

    const registered = await browser.post('/v1/auth/merchant/register', {
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      password: 'analytical engine',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(browser.cookies.has('refresh_token')).toBe(true);
    const refreshCookie = registered.cookies.find((cookie) => cookie.name === 'refresh_token')!;
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1' });

    const login = await browser.post('/v1/auth/merchant/login', {
      email: 'ADA@example.com',
      password: 'analytical engine',
    });
    expect(login.statusCode).toBe(200);
    const { token, expires_at } = login.json().data.authorization;
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBe(3600 * 1000);

    const first = await browser.post(
      '/v1/admin/store',
      { name: 'Boekwinkel', slug: 'boekwinkel', business_type: 'b2c' },
      { token },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      name: 'Boekwinkel',
      slug: 'boekwinkel',
      business_type: 'b2c',
      test_mode: { value: true },
      settings: { business_type: 'b2c', store_logo: null, primary_color: null },
    });
    const second = await browser.post(
      '/v1/admin/store',
      { name: 'Atelier', slug: 'atelier', business_type: 'b2b' },
      { token },
    );
    expect(second.statusCode).toBe(201);
    const storeId = first.json().data.id as number;

    const list = await browser.get('/v1/admin/store', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((store: { name: string }) => store.name)).toEqual(['Atelier', 'Boekwinkel']);

    // Going live needs a live payment provider switched on, and the seller's details (decision 051).
    await fillSellerDetails({ client: browser, token, storeId });
    const mollie = await browser.put(
      '/v1/admin/payment-providers/mollie',
      { store_id: storeId, enabled: true, api_key: 'live_abcdefghijklmnopqrstuvwxyz123456' },
      { token },
    );
    expect(mollie.statusCode).toBe(200);
    const updated = await browser.put(
      `/v1/admin/store/${storeId}`,
      { name: 'De Boekwinkel', business_type: 'b2b', test_mode: { value: false } },
      { token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'De Boekwinkel',
      slug: 'boekwinkel',
      business_type: 'b2b',
      test_mode: { value: false },
    });
    expect((await browser.get(`/v1/admin/store/${storeId}`, { token })).json().data.name).toBe(
      'De Boekwinkel',
    );

    const saved = await browser.post(
      '/v1/admin/settings',
      { store_id: storeId, settings: { primary_color: '#0a7d4f', business_type: 'b2c' } },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ primary_color: '#0a7d4f', business_type: 'b2c' });
    const read = await browser.get(
      `/v1/admin/settings?store_id=${storeId}&names=primary_color,test_mode,business_type,store_logo`,
      { token },
    );
    expect(read.json().data).toEqual({
      primary_color: '#0a7d4f',
      test_mode: { value: false },
      business_type: 'b2c',
      store_logo: null,
    });
    const repeated = await browser.get(
      `/v1/admin/settings?store_id=${storeId}&names[]=primary_color&names[]=test_mode`,
      { token },
    );
    expect(repeated.json().data).toEqual({ primary_color: '#0a7d4f', test_mode: { value: false } });

    const shopFace = await browser.get('/v1/store/boekwinkel');
    expect(shopFace.json().data).toEqual({
      name: 'De Boekwinkel',
      slug: 'boekwinkel',
      test_mode: { value: false },
      can_take_payments: true,
      settings: { business_type: 'b2c', store_logo: null, primary_color: '#0a7d4f' },
      default_language: 'nl',
      checkout: { fields: { company: 'hidden', vat_number: 'hidden', address: 'hidden' }, note: '' },
      // Its seller is the merchant's, answering from the merchant's own address (decision 053).
      seller: expect.objectContaining({ email: 'ada@example.com' }),
      legal: { terms: null, privacy: null },
    });

    t.clock.advance(3601);
    expect((await browser.get('/v1/admin/store', { token })).statusCode).toBe(401);
    const refreshed = await browser.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      code: 'OK',
      data: { authorization: { token: expect.any(String) } },
    });
    const freshToken = refreshed.json().data.authorization.token as string;
    expect((await browser.get('/v1/admin/store', { token: freshToken })).statusCode).toBe(200);

    const oldRefreshToken = browser.cookies.get('refresh_token');
    const loggedOut = await browser.post('/v1/admin/auth/logout', undefined, {
      token: freshToken,
      xsrf: true,
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(browser.cookies.has('refresh_token')).toBe(false);
    expect((await browser.get('/v1/admin/store', { token: freshToken })).statusCode).toBe(401);

    browser.cookies.set('refresh_token', oldRefreshToken!);
    expect((await browser.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
  });

  it('refuses a refresh or logout without the matching XSRF header', async () => {
    const browser = new TestClient(t.app);
    const { token } = (
      await browser.post('/v1/auth/merchant/register', {
        name: 'Grace',
        email: 'grace@example.com',
        password: 'compiler pioneer',
      })
    ).json().data.authorization;

    const noHeader = await browser.post('/v1/auth/refresh-token');
    expect(noHeader.statusCode).toBe(403);
    const wrongHeader = await browser.post('/v1/auth/refresh-token', undefined, {
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrongHeader.statusCode).toBe(403);
    expect((await browser.post('/v1/admin/auth/logout', undefined, { token })).statusCode).toBe(403);
    expect((await browser.get('/v1/admin/store', { token })).statusCode).toBe(200);
  });

  it('rejects missing, malformed and unknown access tokens with 401', async () => {
    const browser = new TestClient(t.app);
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }] as Record<
      string,
      string
    >[]) {
      const response = await browser.get('/v1/admin/store', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in.' });
    }
  });

  it('answers errors in the caller language', async () => {
    const browser = new TestClient(t.app);
    const response = await browser.post(
      '/v1/auth/merchant/login',
      { email: 'nobody@example.com', password: 'whatever it is' },
      { headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' } },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'E-mailadres of wachtwoord is onjuist.',
      errors: { email: ['E-mailadres of wachtwoord is onjuist.'] },
    });
  });
});
