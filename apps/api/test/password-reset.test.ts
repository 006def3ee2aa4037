import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  TestClient,
  uniqueSlug,
  type TestApp,
} from './harness.js';

const REQUEST = '/v1/auth/merchant/password-reset';
const CONFIRM = '/v1/auth/merchant/password-reset/confirm';
const NEW_PASSWORD = 'a brand new passphrase';
const LINK = /http:\/\/app\.localhost:3000\/reset-password\?token=([\w-]+)/;
const EXPIRED_EN = 'This password reset link has expired or was already used. Ask for a new one.';

/** The reset mails queued to an address, oldest first. */
async function resetMails(t: TestApp, to: string) {
  return t.ctx.database.allStoresDb
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', 'password_reset')
    .orderBy('id')
    .execute();
}

/** Asks a reset for `email` and answers the token of the link in the mail it queued. */
async function tokenFromMail(t: TestApp, email: string): Promise<string> {
  const before = (await resetMails(t, email)).length;
  const response = await new TestClient(t.app).post(REQUEST, { email });
  expect(response.statusCode).toBe(200);
  const mails = await resetMails(t, email);
  expect(mails).toHaveLength(before + 1);
  return LINK.exec(mails.at(-1)!.text)![1]!;
}

const signIn = (t: TestApp, email: string, password: string) =>
  new TestClient(t.app).post('/v1/auth/merchant/login', { email, password });

describe('merchant password reset by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const { email } = await registerMerchant(t.app, 'Anna');
    const unknown = 'nobody-here@example.com';
    const known = await new TestClient(t.app).post(REQUEST, { email: email.toUpperCase() });
    const stranger = await new TestClient(t.app).post(REQUEST, { email: unknown });
    expect([known.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(stranger.body);
    expect(known.json()).toEqual({ code: 'OK' });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(stranger.headers).sort());
    expect(await resetMails(t, unknown)).toEqual([]);

    const [mail] = await resetMails(t, email);
    expect(mail).toMatchObject({ status: 'pending', store_id: null, order_id: null, from_name: 'Winkel' });
    expect(mail!.subject).toBe('Choose a new password');
    expect(mail!.text).toContain('Hello Anna,');
    expect(mail!.text).toContain('This link works once, for 30 minutes.');
    expect(mail!.html).toMatch(LINK);
    const stored = await t.ctx.database.allStoresDb.selectFrom('password_resets').selectAll().execute();
    const token = LINK.exec(mail!.text)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('builds the link from PUBLIC_HOST, whatever host the request names', async () => {
    const { email } = await registerMerchant(t.app);
    const response = await new TestClient(t.app).post(
      REQUEST,
      { email },
      { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await resetMails(t, email);
    expect(mail!.html).not.toContain('evil.example');
    expect(mail!.text).toMatch(LINK);
  });

  it("writes the mail in the merchant's chosen language, else in the request's", async () => {
    const german = await registerMerchant(t.app);
    await new TestClient(t.app).post(
      REQUEST,
      { email: german.email },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect((await resetMails(t, german.email))[0]!.subject).toBe('Wähle ein neues Passwort');

    const english = await registerMerchant(t.app);
    const chosen = await english.client.put(
      '/v1/admin/account',
      { preferences: { locale: 'en' } },
      { token: english.token },
    );
    expect(chosen.statusCode).toBe(200);
    await new TestClient(t.app).post(
      REQUEST,
      { email: english.email },
      { headers: { 'accept-language': 'nl' } },
    );
    const [mail] = await resetMails(t, english.email);
    expect(mail!.subject).toBe('Choose a new password');
    expect(mail!.text).toContain('Someone asked for a new password for your account');
  });

  it('sets the new password with the link once, and signs this browser in', async () => {
    const { email, password } = await registerMerchant(t.app, 'Bram');
    const token = await tokenFromMail(t, email);
    const browser = new TestClient(t.app);
    const confirmed = await browser.post(CONFIRM, { token, password: NEW_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json().data;
    expect(session.user).toMatchObject({ name: 'Bram', email });
    expect((await browser.get('/v1/admin/store', { token: session.authorization.token })).statusCode).toBe(
      200,
    );
    expect(browser.cookies.get('refresh_token')).toBeTruthy();
    expect((await browser.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(200);

    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await signIn(t, email, password);
    expect(old.statusCode).toBe(422);

    const again = await new TestClient(t.app).post(CONFIRM, { token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'The given data was invalid.', errors: { token: [EXPIRED_EN] } });
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("stops the merchant's API tokens when the password is changed, and again when it is reset", async () => {
    const merchant = await registerMerchant(t.app);
    const store = await createStore(merchant.client, merchant.token, {
      name: 'Tokens',
      slug: uniqueSlug('pw'),
    });
    const makeToken = async () =>
      (
        await merchant.client.post(
          '/v1/admin/api-token',
          { store_id: store.id, name: 'Script', scopes: ['orders:read'] },
          { token: merchant.token },
        )
      ).json().data.token as string;
    const readOrders = async (apiToken: string) =>
      (await new TestClient(t.app).get(`/v1/admin/order?store_id=${store.id}`, { token: apiToken }))
        .statusCode;

    // A changed password means the old one may be known to someone: what it let make goes too.
    const beforeChange = await makeToken();
    expect(await readOrders(beforeChange)).toBe(200);
    const changed = await merchant.client.post(
      '/v1/admin/account/password',
      { current_password: merchant.password, new_password: NEW_PASSWORD },
      { token: merchant.token },
    );
    expect(changed.statusCode).toBe(200);
    expect(await readOrders(beforeChange)).toBe(401);

    // The session that changed it stays, and makes a new token; a reset by e-mail ends that one too.
    const beforeReset = await makeToken();
    expect(await readOrders(beforeReset)).toBe(200);
    const reset = await new TestClient(t.app).post(CONFIRM, {
      token: await tokenFromMail(t, merchant.email),
      password: 'a third new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(await readOrders(beforeReset)).toBe(401);
    const listed = await new TestClient(t.app).get(`/v1/admin/api-token?store_id=${store.id}`, {
      token: reset.json().data.authorization.token,
    });
    expect(listed.json().data.map((token: { revoked_at: string | null }) => token.revoked_at)).toEqual([
      t.clock.now().toISOString(),
      t.clock.now().toISOString(),
    ]);
  });

  it('refuses a link after 30 minutes, and takes it just before', async () => {
    const { email } = await registerMerchant(t.app);
    const late = await tokenFromMail(t, email);
    const inTime = await tokenFromMail(t, email);
    t.clock.advance(30 * 60 - 1);
    const first = await new TestClient(t.app).post(CONFIRM, { token: inTime, password: NEW_PASSWORD });
    expect(first.statusCode).toBe(200);

    const { email: other } = await registerMerchant(t.app);
    const expiring = await tokenFromMail(t, other);
    t.clock.advance(30 * 60);
    const refused = await new TestClient(t.app).post(
      CONFIRM,
      { token: expiring, password: NEW_PASSWORD },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toEqual([
      'Deze link om je wachtwoord te herstellen is verlopen of al gebruikt. Vraag een nieuwe aan.',
    ]);
    expect((await signIn(t, other, NEW_PASSWORD)).statusCode).toBe(422);

    // The earlier link of the first merchant was used up when the later one set the password.
    const used = await new TestClient(t.app).post(CONFIRM, {
      token: late,
      password: 'yet another passphrase',
    });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors.token).toEqual([EXPIRED_EN]);
  });

  it('signs out every other browser: their access and refresh tokens stop working', async () => {
    const first = await registerMerchant(t.app);
    const second = new TestClient(t.app);
    await second.openAdminPage();
    const login = await second.post('/v1/auth/merchant/login', {
      email: first.email,
      password: first.password,
    });
    const secondToken = login.json().data.authorization.token as string;
    const refreshed = await second.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    expect(refreshed.statusCode).toBe(200);
    const refreshedToken = refreshed.json().data.authorization.token as string;

    const token = await tokenFromMail(t, first.email);
    const resetter = new TestClient(t.app);
    const confirmed = await resetter.post(CONFIRM, { token, password: NEW_PASSWORD });
    expect(confirmed.statusCode).toBe(200);

    for (const [client, access] of [
      [first.client, first.token],
      [second, secondToken],
      [second, refreshedToken],
    ] as const) {
      expect((await client.get('/v1/admin/store', { token: access })).statusCode).toBe(401);
    }
    expect((await first.client.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(
      401,
    );
    expect((await second.post('/v1/auth/refresh-token', undefined, { xsrf: true })).statusCode).toBe(401);
    const fresh = confirmed.json().data.authorization.token as string;
    expect((await resetter.get('/v1/admin/store', { token: fresh })).statusCode).toBe(200);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const { client, token: access, email, password } = await registerMerchant(t.app);
    const token = await tokenFromMail(t, email);
    const moved = await client.put(
      '/v1/admin/account',
      { email: `moved-${email}`, current_password: password },
      { token: access },
    );
    expect(moved.statusCode).toBe(200);
    const refused = await new TestClient(t.app).post(CONFIRM, { token, password: NEW_PASSWORD });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toEqual([EXPIRED_EN]);
    expect((await signIn(t, `moved-${email}`, password)).statusCode).toBe(200);
  });

  it('answers bad input with 422 naming the field, and changes nothing', async () => {
    const client = new TestClient(t.app);
    for (const body of [{}, { email: 'not an address' }, { email: 'x'.repeat(250) + '@example.com' }]) {
      const response = await client.post(REQUEST, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['email']);
    }

    const { email, password } = await registerMerchant(t.app);
    const token = await tokenFromMail(t, email);
    const short = await client.post(CONFIRM, { token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['Use at least 10 characters.'] });
    expect((await client.post(CONFIRM, { token })).json().errors).toEqual({
      password: ['This field is required.'],
    });
    expect((await client.post(CONFIRM, { password: NEW_PASSWORD })).json().errors).toEqual({
      token: ['This field is required.'],
    });
    expect((await client.post(CONFIRM, { token: 'tiny', password: NEW_PASSWORD })).statusCode).toBe(422);
    const unknown = await client.post(CONFIRM, { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ token: [EXPIRED_EN] });

    expect((await signIn(t, email, password)).statusCode).toBe(200);
    expect((await client.post(CONFIRM, { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('password reset rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_ADDRESS: '8' });
  });
  afterAll(() => t.close());

  it('sends at most five mails an hour to one address, known or not, then answers 429', async () => {
    const { email } = await registerMerchant(t.app);
    for (const address of [email, 'unknown-limit@example.com']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: REQUEST,
          payload: { email: address },
          remoteAddress: `10.0.${attempt}.1`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
    expect(await resetMails(t, email)).toHaveLength(5);
    t.clock.advance(60 * 60);
    const later = await t.app.inject({
      method: 'POST',
      url: REQUEST,
      payload: { email },
      remoteAddress: '10.1.0.1',
    });
    expect(later.statusCode).toBe(200);
  });

  it('counts resets from one client address with its sign-ins', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: REQUEST,
        payload: { email: `someone-${attempt}@example.com` },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/merchant/login',
      payload: { email: 'someone@example.com', password: 'whatever it is' },
      remoteAddress: '10.9.9.9',
    });
    expect(login.statusCode).toBe(429);
    const confirm = await t.app.inject({
      method: 'POST',
      url: CONFIRM,
      payload: { token: 'x'.repeat(43), password: NEW_PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(confirm.statusCode).toBe(429);
  });
});
