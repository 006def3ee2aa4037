import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, type TestApp, type TestClient } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT';
interface Case {
  name: string;
  method: Method;
  url: string;
  body?: unknown;
  field: string;
  auth?: boolean;
}

const long = (length: number) => 'x'.repeat(length);

describe('bad input answers 422 naming the field and writes nothing', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Taken', slug: 'taken-slug' })).id;
  });
  afterAll(() => t.close());

  const register = { name: 'Nina', email: 'nina@example.com', password: 'long enough secret' };
  const cases = (): Case[] => [
    {
      name: 'register without name',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, name: undefined },
      field: 'name',
    },
    {
      name: 'register with numeric name',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, name: 42 },
      field: 'name',
    },
    {
      name: 'register with over-long name',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, name: long(101) },
      field: 'name',
    },
    {
      name: 'register with bad email',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, email: 'not-an-email' },
      field: 'email',
    },
    {
      name: 'register with over-long email',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, email: `${long(250)}@example.com` },
      field: 'email',
    },
    {
      name: 'register with short password',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, password: 'short' },
      field: 'password',
    },
    {
      name: 'register with taken email',
      method: 'POST',
      url: '/v1/auth/merchant/register',
      body: { ...register, email: 'TAKEN@example.com' },
      field: 'email',
    },
    {
      name: 'login without email',
      method: 'POST',
      url: '/v1/auth/merchant/login',
      body: { password: 'x' },
      field: 'email',
    },
    {
      name: 'login with numeric password',
      method: 'POST',
      url: '/v1/auth/merchant/login',
      body: { email: 'a@example.com', password: 5 },
      field: 'password',
    },
    {
      name: 'login with over-long password',
      method: 'POST',
      url: '/v1/auth/merchant/login',
      body: { email: 'a@example.com', password: long(201) },
      field: 'password',
    },
    {
      name: 'password reset with a bad email',
      method: 'POST',
      url: '/v1/auth/merchant/password-reset',
      body: { email: 'not-an-email' },
      field: 'email',
    },
    {
      name: 'password reset confirm with a numeric token',
      method: 'POST',
      url: '/v1/auth/merchant/password-reset/confirm',
      body: { token: 1234567890, password: 'long enough secret' },
      field: 'token',
    },
    {
      name: 'password reset confirm with a short password',
      method: 'POST',
      url: '/v1/auth/merchant/password-reset/confirm',
      body: { token: long(43), password: 'short' },
      field: 'password',
    },
    {
      name: 'password reset confirm with an unknown token',
      method: 'POST',
      url: '/v1/auth/merchant/password-reset/confirm',
      body: { token: long(43), password: 'long enough secret' },
      field: 'token',
    },
    {
      name: 'store without name',
      method: 'POST',
      url: '/v1/admin/store',
      body: { slug: 'fresh-one' },
      field: 'name',
      auth: true,
    },
    {
      name: 'store with numeric name',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 1, slug: 'fresh-one' },
      field: 'name',
      auth: true,
    },
    {
      name: 'store with over-long name',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: long(101), slug: 'fresh-one' },
      field: 'name',
      auth: true,
    },
    {
      name: 'store without slug',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with slug app',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'app' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with slug www',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'www' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with upper-case slug',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'MyShop' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with too short slug',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'ab' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with over-long slug',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: long(41) },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with underscore slug',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'my_shop' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with hyphen at the end',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'shop-' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with taken slug',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'taken-slug' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store with unknown business type',
      method: 'POST',
      url: '/v1/admin/store',
      body: { name: 'Shop', slug: 'fresh-one', business_type: 'b2x' },
      field: 'business_type',
      auth: true,
    },
    {
      name: 'store update with slug app',
      method: 'PUT',
      url: `/v1/admin/store/${storeId}`,
      body: { slug: 'app' },
      field: 'slug',
      auth: true,
    },
    {
      name: 'store update with over-long name',
      method: 'PUT',
      url: `/v1/admin/store/${storeId}`,
      body: { name: long(101) },
      field: 'name',
      auth: true,
    },
    {
      name: 'store update with test mode as string',
      method: 'PUT',
      url: `/v1/admin/store/${storeId}`,
      body: { test_mode: 'on' },
      field: 'test_mode',
      auth: true,
    },
    {
      name: 'store update with test mode value missing',
      method: 'PUT',
      url: `/v1/admin/store/${storeId}`,
      body: { test_mode: {} },
      field: 'test_mode.value',
      auth: true,
    },
    {
      name: 'store with a non-numeric id',
      method: 'GET',
      url: '/v1/admin/store/abc',
      field: 'id',
      auth: true,
    },
    {
      name: 'settings without store id',
      method: 'GET',
      url: '/v1/admin/settings?names=test_mode',
      field: 'store_id',
      auth: true,
    },
    {
      name: 'settings with an unknown name',
      method: 'GET',
      url: `/v1/admin/settings?store_id=${storeId}&names=colour`,
      field: 'names.0',
      auth: true,
    },
    {
      name: 'save settings without store id',
      method: 'POST',
      url: '/v1/admin/settings',
      body: { settings: {} },
      field: 'store_id',
      auth: true,
    },
    {
      name: 'save settings with a bad colour',
      method: 'POST',
      url: '/v1/admin/settings',
      body: { store_id: storeId, settings: { primary_color: 'red' } },
      field: 'settings.primary_color',
      auth: true,
    },
    {
      name: 'save settings with an unknown name',
      method: 'POST',
      url: '/v1/admin/settings',
      body: { store_id: storeId, settings: { colour: '#ffffff' } },
      field: 'settings.colour',
      auth: true,
    },
    {
      name: 'save settings with test mode as boolean',
      method: 'POST',
      url: '/v1/admin/settings',
      body: { store_id: storeId, settings: { test_mode: true } },
      field: 'settings.test_mode',
      auth: true,
    },
    {
      name: 'save settings with a logo as text',
      method: 'POST',
      url: '/v1/admin/settings',
      body: { store_id: storeId, settings: { store_logo: 'logo.png' } },
      field: 'settings.store_logo',
      auth: true,
    },
    {
      name: 'save settings with a bad business type',
      method: 'POST',
      url: '/v1/admin/settings',
      body: { store_id: storeId, settings: { business_type: 'both' } },
      field: 'settings.business_type',
      auth: true,
    },
    {
      name: 'public store with an over-long slug',
      method: 'GET',
      url: `/v1/store/${long(64)}`,
      field: 'storeSlug',
    },
  ];

  async function snapshot() {
    const db = t.ctx.database.allStoresDb;
    return {
      users: await db.selectFrom('users').select(['id', 'name', 'email']).orderBy('id').execute(),
      stores: await db.selectFrom('stores').selectAll().orderBy('id').execute(),
      settings: await db.selectFrom('store_settings').selectAll().orderBy('name').execute(),
      passwordResets: await db.selectFrom('password_resets').selectAll().orderBy('id').execute(),
      outbox: await db.selectFrom('outbox_emails').select('id').orderBy('id').execute(),
    };
  }

  it('every case', async () => {
    await registerMerchant(t.app).then(({ client: other }) =>
      other.post('/v1/auth/merchant/register', { ...register, email: 'taken@example.com' }),
    );
    const before = await snapshot();
    for (const testCase of cases()) {
      const response = await client.call(testCase.method, testCase.url, testCase.body, {
        ...(testCase.auth ? { token } : {}),
      });
      expect(response.statusCode, testCase.name).toBe(422);
      const body = response.json();
      expect(body.message, testCase.name).toBe('The given data was invalid.');
      expect(Object.keys(body.errors), testCase.name).toContain(testCase.field);
      expect(body.errors[testCase.field][0], testCase.name).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names a missing field as required and a too long one with its limit', async () => {
    const missing = await client.post('/v1/auth/merchant/register', { email: 'x@example.com' });
    expect(missing.json().errors).toMatchObject({
      name: ['This field is required.'],
      password: ['This field is required.'],
    });
    const tooLong = await client.post('/v1/admin/store', { name: long(101), slug: 'app' }, { token });
    expect(tooLong.json().errors).toEqual({
      name: ['Use at most 100 characters.'],
      slug: ['This address is reserved.'],
    });
  });

  it('answers malformed JSON as invalid input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/merchant/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'The given data was invalid.' });
  });
});
