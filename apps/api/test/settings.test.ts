import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  fillSellerDetails,
  MERCHANT_PASSWORD,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  TestClient,
  buyer,
  type TestApp,
} from './harness.js';
import type { FakeProviders } from './fake-providers.js';
import { appWithFakeProviders, closeWithFakeProviders } from './payment-helpers.js';

/** A valid value for each setting, and values each setting must refuse. */
const ROUND_TRIPS: Record<string, { valid: unknown; invalid: unknown[] }> = {
  primary_color: { valid: '#123abc', invalid: ['blue', '#12345', 12] },
  test_mode: { valid: { value: false }, invalid: [true, { value: 'yes' }] },
  business_type: { valid: 'b2b', invalid: ['b2x', null] },
  country: { valid: 'BE', invalid: ['be', 'Belgium', ''] },
  default_language: { valid: 'de', invalid: ['fr', 'NL'] },
  billing: {
    valid: {
      legal_name: 'Atelier B.V.',
      address: 'Keizersgracht 1',
      postal_code: '1015 AA',
      city: 'Amsterdam',
      // The store's country, set just before (decision 078).
      country: 'BE',
      vat_number: 'NL123456789B01',
      coc_number: '12345678',
      iban: 'NL91 ABNA 0417 1643 00',
    },
    invalid: [{ legal_name: 'x' }, 'text'],
  },
  checkout_fields: {
    valid: { company: 'required', vat_number: 'optional', address: 'hidden' },
    invalid: [{ company: 'always', vat_number: 'optional', address: 'hidden' }, { company: 'required' }],
  },
  terms_url: { valid: 'https://example.com/terms', invalid: ['javascript:alert(1)', 'not a url'] },
  checkout_note: { valid: 'Levering binnen 1 dag.', invalid: ['x'.repeat(501), 5] },
  order_expiry_hours: { valid: 48, invalid: [0, 721, 1.5, '24'] },
  email_sender_name: { valid: 'Atelier Team', invalid: ['x'.repeat(101)] },
  email_reply_to: { valid: 'hello@atelier.example', invalid: ['not-an-email'] },
  email_footer: { valid: 'Atelier · KvK 12345678', invalid: ['x'.repeat(1001)] },
  notification_emails: { valid: ['a@example.com', 'b@example.com'], invalid: [['nope'], 'a@example.com'] },
  notification_events: { valid: ['order_paid', 'order_refunded'], invalid: [['order_shipped']] },
  embed_allowed_origins: {
    valid: ['https://www.example.com', 'http://localhost:8080'],
    invalid: [['https://example.com/path'], ['ftp://x.example']],
  },
};

describe('store settings', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let client: TestClient;
  let token: string;
  let storeId: number;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Settings', slug: 'settings-store' })).id;
    // Test mode goes off only with a live payment provider switched on and the seller complete.
    await fillSellerDetails({ client, token, storeId });
    await client.put(
      '/v1/admin/payment-providers/mollie',
      { store_id: storeId, enabled: true, api_key: 'live_abcdefghijklmnopqrstuvwxyz123456' },
      { token },
    );
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  it('round-trips every setting', async () => {
    for (const [name, { valid }] of Object.entries(ROUND_TRIPS)) {
      const saved = await client.post(
        '/v1/admin/settings',
        { store_id: storeId, settings: { [name]: valid } },
        { token },
      );
      expect(saved.statusCode, name).toBe(200);
      const read = await client.get(`/v1/admin/settings?store_id=${storeId}&names=${name}`, { token });
      expect(read.json().data, name).toEqual({ [name]: valid });
    }
  });

  it('refuses each invalid value with 422 naming the setting, and keeps the stored one', async () => {
    for (const [name, { invalid }] of Object.entries(ROUND_TRIPS)) {
      const before = (
        await client.get(`/v1/admin/settings?store_id=${storeId}&names=${name}`, { token })
      ).json();
      for (const value of invalid) {
        const response = await client.post(
          '/v1/admin/settings',
          { store_id: storeId, settings: { [name]: value } },
          { token },
        );
        expect(response.statusCode, `${name} ${JSON.stringify(value)}`).toBe(422);
        expect(
          Object.keys(response.json().errors).some((field) => field.startsWith(`settings.${name}`)),
          name,
        ).toBe(true);
      }
      expect(
        (await client.get(`/v1/admin/settings?store_id=${storeId}&names=${name}`, { token })).json(),
      ).toEqual(before);
    }
  });

  it("answers a store's e-mails to the merchant's account address until a reply-to address is set", async () => {
    const fresh = await registerMerchant(t.app);
    const freshStoreId = (
      await createStore(fresh.client, fresh.token, { name: 'Fresh', slug: 'fresh-replies' })
    ).id;
    const replyTo = async () => {
      const sent = await fresh.client.post(
        '/v1/admin/settings/test-email',
        { store_id: freshStoreId },
        { token: fresh.token },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const mails = await t.ctx.database.allStoresDb
        .selectFrom('outbox_emails')
        .select('reply_to')
        .where('store_id', '=', freshStoreId)
        .orderBy('id', 'desc')
        .execute();
      return mails[0]!.reply_to;
    };
    // Nothing set: a buyer's answer reaches the merchant, not the platform's sending address.
    expect(await replyTo()).toBe(fresh.email);
    await fresh.client.post(
      '/v1/admin/settings',
      { store_id: freshStoreId, settings: { email_reply_to: 'help@fresh.example' } },
      { token: fresh.token },
    );
    expect(await replyTo()).toBe('help@fresh.example');
  });

  it('sends a test e-mail to the merchant with the store sender and footer', async () => {
    const account = (await client.get('/v1/admin/account', { token })).json().data;
    const sent = await client.post('/v1/admin/settings/test-email', { store_id: storeId }, { token });
    expect(sent.statusCode).toBe(200);
    const mail = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .selectAll()
      .where('kind', '=', 'test_email')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: account.email,
      from_name: 'Atelier Team',
      reply_to: 'hello@atelier.example',
    });
    expect(mail.text).toContain('Atelier · KvK 12345678');
  });

  it("answers 404 for another merchant's store and changes nothing", async () => {
    const intruder = await registerMerchant(t.app);
    const read = await intruder.client.get(`/v1/admin/settings?store_id=${storeId}&names=billing`, {
      token: intruder.token,
    });
    expect(read.statusCode).toBe(404);
    const write = await intruder.client.post(
      '/v1/admin/settings',
      { store_id: storeId, settings: { email_reply_to: 'thief@example.com' } },
      { token: intruder.token },
    );
    expect(write.statusCode).toBe(404);
    const providers = await intruder.client.get(`/v1/admin/payment-providers?store_id=${storeId}`, {
      token: intruder.token,
    });
    expect(providers.statusCode).toBe(404);
    const stored = await client.get(`/v1/admin/settings?store_id=${storeId}&names=email_reply_to`, { token });
    expect(stored.json().data.email_reply_to).toBe('hello@atelier.example');
  });
});

describe('settings at work in the shop and its e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enforces the checkout fields and terms, and sends e-mails as the merchant set them up', async () => {
    const shop = await shopWithProduct(t.app, 'rules-shop');
    await shop.client.post(
      '/v1/admin/settings',
      {
        store_id: shop.storeId,
        settings: {
          checkout_fields: { company: 'required', vat_number: 'hidden', address: 'required' },
          terms_url: 'https://example.com/terms',
          email_sender_name: 'Rules Team',
          email_reply_to: 'support@rules.example',
          email_footer: 'Rules B.V., KvK 1234',
          notification_emails: ['orders@rules.example'],
          notification_events: ['order_paid', 'order_refunded'],
          billing: {
            legal_name: 'Rules B.V.',
            address: 'Dam 1',
            postal_code: '1012 JS',
            city: 'Amsterdam',
            country: 'NL',
            vat_number: 'NL123456789B01',
            coc_number: '87654321',
            iban: '',
          },
        },
      },
      { token: shop.token },
    );
    const face = await new TestClient(t.app).get('/v1/store/rules-shop');
    expect(face.json().data.checkout).toEqual({
      fields: { company: 'required', vat_number: 'hidden', address: 'required' },
      note: '',
    });
    expect(face.json().data.legal.terms).toEqual({ kind: 'link', url: 'https://example.com/terms' });

    const shopper = new TestClient(t.app);
    const cart = await shopper.post('/v1/store/rules-shop/cart', {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id;
    const refused = await shopper.post(`/v1/store/rules-shop/order/${cartId}`, {
      email: 'b@example.com',
      customer_details: { name: 'B', country: 'NL', vat_number: 'NL1' },
      withdrawal_waiver: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'accept_terms',
      'customer_details.address',
      'customer_details.city',
      'customer_details.company',
      'customer_details.postal_code',
    ]);

    const { order, cartId: paidCart } = await placeOrder(t.app, shop, 1, {
      email: 'b@example.com',
      customer_details: {
        name: 'B',
        country: 'NL',
        company: 'B Co',
        address: 'Street 1',
        postal_code: '1000 AA',
        city: 'Town',
        vat_number: 'NL859876543B01',
      },
      accept_terms: true,
    });
    await payWithTestProvider(t.app, 'rules-shop', paidCart);
    const detail = await shop.client.get(`/v1/admin/order/${order.id}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    // The store hides the VAT number, but a business keeps what it gave for its invoice (decision 052).
    expect(detail.json().data.customer_details).toHaveProperty('vat_number', 'NL859876543B01');

    const mails = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.to_address, mail.from_name, mail.reply_to])).toEqual([
      ['order_confirmation', 'b@example.com', 'Rules Team', 'support@rules.example'],
      ['notification_order_paid', 'orders@rules.example', 'Rules Team', 'support@rules.example'],
    ]);
    expect(mails[0]!.text).toContain('Rules B.V., KvK 1234');
    expect(mails[0]!.text).toContain('Sold by: Rules B.V., Dam 1, 1012 JS Amsterdam, NL');
    expect(mails[0]!.text).toContain('VAT number: NL123456789B01');
    // The merchant's notice totals the order as the receipt does, in the merchant's language.
    expect(mails[1]!.text.replace(/\u00a0/g, ' ')).toContain(
      ['Totaal incl. btw: € 19,95', 'Btw 21% over € 16,49: € 3,46', 'Totaal excl. btw: € 16,49'].join('\n\n'),
    );

    await shop.client.post(
      `/v1/admin/order/${order.id}/refund`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    const after = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('kind')
      .where('order_id', '=', order.id)
      .execute();
    expect(after.map((mail) => mail.kind)).toContain('notification_order_refunded');
  });
  it('asks a buyer to accept terms the merchant wrote as a text, as it does terms behind a link', async () => {
    const shop = await shopWithProduct(t.app, 'text-terms-shop');
    const saved = await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { terms_text: 'Artikel 1. Deze voorwaarden gelden.' } },
      { token: shop.token },
    );
    expect(saved.statusCode).toBe(200);
    const shopper = new TestClient(t.app);
    const cart = await shopper.post('/v1/store/text-terms-shop/cart', {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id;
    const refused = await shopper.post(`/v1/store/text-terms-shop/order/${cartId}`, buyer);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['accept_terms']);
    const accepted = await shopper.post(`/v1/store/text-terms-shop/order/${cartId}`, {
      ...buyer,
      accept_terms: true,
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('the embedding allow-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets only the listed sites frame the store, any site when the list is empty, and never the admin', async () => {
    const { client, token } = await registerMerchant(t.app);
    const listed = (await createStore(client, token, { name: 'Listed', slug: 'listed-shop' })).id;
    await createStore(client, token, { name: 'Open', slug: 'open-shop' });
    await client.post(
      '/v1/admin/settings',
      {
        store_id: listed,
        settings: { embed_allowed_origins: ['https://www.example.com', 'http://127.0.0.1:8080'] },
      },
      { token },
    );
    const policy = async (host: string, url = '/') =>
      (await t.app.inject({ method: 'GET', url, headers: { host } })).headers[
        'content-security-policy'
      ] as string;
    expect(await policy('listed-shop.localhost:3000')).toMatch(
      /frame-ancestors 'self' http:\/\/app\.localhost:3000 https:\/\/www\.example\.com http:\/\/127\.0\.0\.1:8080$/,
    );
    expect(await policy('app.localhost:3000', '/login')).toContain(
      "frame-src 'self' http://*.localhost:3000;",
    );
    expect(await policy('open-shop.localhost:3000')).toMatch(/frame-ancestors \*$/);
    expect(await policy('app.localhost:3000', '/login')).toMatch(/frame-ancestors 'none'$/);
    expect(await policy('listed-shop.localhost:3000', '/v1/payments/test/anything-here-at-all')).toMatch(
      /frame-ancestors 'none'$/,
    );
  });
});

describe('the merchant account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates name, e-mail and preferences, and refuses bad values', async () => {
    const { client, token } = await registerMerchant(t.app);
    const updated = await client.put(
      '/v1/admin/account',
      {
        name: 'New Name',
        email: 'NEW@example.com',
        current_password: MERCHANT_PASSWORD,
        preferences: { locale: 'en' },
      },
      { token },
    );
    expect(updated.json().data).toMatchObject({
      name: 'New Name',
      email: 'new@example.com',
      preferences: { locale: 'en', per_page: 20 },
    });
    const other = await registerMerchant(t.app);
    for (const [body, field] of [
      [{ email: other.email, current_password: MERCHANT_PASSWORD }, 'email'],
      [{ email: 'nope', current_password: MERCHANT_PASSWORD }, 'email'],
      [{ preferences: { locale: 'fr' } }, 'preferences.locale'],
      [{ preferences: { per_page: 33 } }, 'preferences.per_page'],
      [{ name: '' }, 'name'],
    ] as const) {
      const response = await client.put('/v1/admin/account', body, { token });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await client.get('/v1/admin/account', { token })).json().data.email).toBe('new@example.com');
  });

  it('changes the password after checking the current one and signs out other sessions', async () => {
    const { client, token, email, password } = await registerMerchant(t.app);
    const elsewhere = new TestClient(t.app);
    const otherToken = (await elsewhere.post('/v1/auth/merchant/login', { email, password })).json().data
      .authorization.token;
    const wrong = await client.post(
      '/v1/admin/account/password',
      { current_password: 'wrong one', new_password: 'brand new password' },
      { token },
    );
    expect(wrong.json().errors).toEqual({ current_password: ['This password is incorrect.'] });
    const changed = await client.post(
      '/v1/admin/account/password',
      { current_password: password, new_password: 'brand new password' },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    expect((await client.get('/v1/admin/account', { token })).statusCode).toBe(200);
    expect((await elsewhere.get('/v1/admin/account', { token: otherToken })).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/v1/auth/merchant/login', {
      email,
      password: 'brand new password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('deletes an account only with its password and only without orders', async () => {
    const shop = await shopWithProduct(t.app, 'busy-shop');
    await placeOrder(t.app, shop);
    const blocked = await shop.client.delete(
      '/v1/admin/account',
      { password: MERCHANT_PASSWORD },
      { token: shop.token },
    );
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('This account has stores with orders and cannot be deleted.');

    const quiet = await registerMerchant(t.app);
    await createStore(quiet.client, quiet.token, { name: 'Quiet', slug: 'quiet-shop' });
    expect(
      (await quiet.client.delete('/v1/admin/account', { password: 'wrong' }, { token: quiet.token }))
        .statusCode,
    ).toBe(422);
    expect(
      (await quiet.client.delete('/v1/admin/account', { password: quiet.password }, { token: quiet.token }))
        .statusCode,
    ).toBe(200);
    expect((await new TestClient(t.app).get('/v1/store/quiet-shop')).statusCode).toBe(404);
    expect((await quiet.client.get('/v1/admin/account', { token: quiet.token })).statusCode).toBe(401);
  });
});
