import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from './fake-providers.js';
import {
  createTestApp,
  fillSellerDetails,
  placeOrder,
  shopWithProduct,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz123456';
const STRIPE_KEY = 'sk_live_abcdefghijklmnop1234';
const STRIPE_SECRET = 'whsec_abcdefghijklmnop1234';

describe('Mollie and Stripe through their SDKs, against a local server that answers like them', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let shop: ShopFixture;

  beforeAll(async () => {
    fake = await startFakeProviders();
    // The Mollie SDK trusts only its own bundle of public CAs, so this test file (its own worker)
    // accepts the fake server's self-signed certificate.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    t = await createTestApp({ MOLLIE_API_URL: `${fake.url}/v2/`, STRIPE_API_URL: fake.url });
    shop = await shopWithProduct(t.app, 'live-shop');
    await fillSellerDetails(shop);
  });
  afterAll(async () => {
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    await t.close();
    await fake.close();
  });

  const configure = (provider: string, body: Record<string, unknown>) =>
    shop.client.put(
      `/v1/admin/payment-providers/${provider}`,
      { store_id: shop.storeId, ...body },
      { token: shop.token },
    );
  const orderStatus = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}/order/${orderId}` })).json().data
      .status;
  const events = async (orderId: string) =>
    (
      await t.ctx.database.allStoresDb
        .selectFrom('order_events')
        .select('type')
        .where('order_id', '=', orderId)
        .execute()
    ).map((event) => event.type);

  it('refuses payment while no live provider is switched on', async () => {
    // A live order placed while Mollie was on, which the merchant then switched off.
    const other = await shopWithProduct(t.app, 'provider-off');
    await fillSellerDetails(other);
    const mollie = (enabled: boolean) =>
      other.client.put(
        '/v1/admin/payment-providers/mollie',
        { store_id: other.storeId, enabled, api_key: MOLLIE_KEY },
        { token: other.token },
      );
    await mollie(true);
    await other.client.put(
      `/v1/admin/store/${other.storeId}`,
      { test_mode: { value: false } },
      { token: other.token },
    );
    const { cartId } = await placeOrder(t.app, other);
    await mollie(false);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${other.slug}/order/${cartId}/payment-link`,
    });
    expect(link.statusCode).toBe(422);
    expect(link.json().errors).toEqual({
      order: ['This shop cannot take payments yet. Please try again later.'],
    });
  });

  it('stores keys encrypted, shows only hints and checks them with the provider', async () => {
    expect((await configure('mollie', { enabled: true })).json().errors).toEqual({
      api_key: ['Enter a key before switching this provider on.'],
    });
    expect((await configure('mollie', { enabled: true, api_key: 'not-a-key-at-all' })).json().errors).toEqual(
      {
        api_key: ['This does not look like a key of this provider.'],
      },
    );
    const saved = await configure('mollie', { enabled: true, api_key: MOLLIE_KEY });
    expect(saved.json().data).toEqual({
      provider: 'mollie',
      enabled: true,
      configured: true,
      key_hint: 'live_…3456',
      webhook_secret_hint: null,
      test_key_hint: null,
      test_webhook_secret_hint: null,
      takes_test_payments: false,
      callback_url: 'http://live-shop.localhost:3000/v1/payments/mollie/webhook',
      callback_events: [],
    });
    const list = await shop.client.get(`/v1/admin/payment-providers?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(JSON.stringify(list.json())).not.toContain(MOLLIE_KEY);
    const stored = await t.ctx.database.allStoresDb
      .selectFrom('payment_provider_configs')
      .select('secrets')
      .execute();
    expect(JSON.stringify(stored)).not.toContain(MOLLIE_KEY);

    const check = await shop.client.post(
      `/v1/admin/payment-providers/mollie/check`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(check.json().data).toEqual({ ok: true });
    // A key Mollie refuses is not stored: the one before stays.
    const bad = await configure('mollie', { enabled: true, api_key: 'live_badbadbadbadbadbadbadbadbad' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      api_key: ['The provider refused this key. Copy it again from its dashboard, whole.'],
    });
    const live = await shop.client.put(
      `/v1/admin/store/${shop.storeId}`,
      { test_mode: { value: false } },
      { token: shop.token },
    );
    expect(live.statusCode).toBe(200);
  });

  it('takes a Mollie payment: the provider callback fetches the status, replays and late events change nothing', async () => {
    const { cartId, order } = await placeOrder(t.app, shop);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/order/${cartId}/payment-link`,
    });
    const checkout = link.json().data.url as string;
    expect(checkout).toMatch(/^https:\/\/pay\.example\/tr_fake\d+$/);
    const paymentId = checkout.split('/').pop()!;
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/payments/mollie/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${paymentId}`,
      });

    expect((await callback()).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');
    fake.mollieStatus.set(paymentId, 'paid');
    for (let replay = 0; replay < 10; replay += 1) expect((await callback()).statusCode).toBe(200);
    fake.mollieStatus.set(paymentId, 'failed');
    await callback();
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await events(order.id)).toEqual(['placed', 'paid']);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_unknown',
    });
    expect(unknown.statusCode).toBe(200);

    const refunded = await shop.client.post(
      `/v1/admin/order/${order.id}/refund`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      payments: [{ provider: 'mollie', status: 'refunded' }],
    });
    expect(fake.calls).toContain(`POST /v2/payments/${paymentId}/refunds`);
  });

  it('takes a Stripe payment only with a valid signature, once', async () => {
    await configure('mollie', { enabled: false });
    expect((await configure('stripe', { enabled: true, api_key: STRIPE_KEY })).json().errors).toEqual({
      webhook_secret: ['Enter a key before switching this provider on.'],
    });
    await configure('stripe', { enabled: true, api_key: STRIPE_KEY, webhook_secret: STRIPE_SECRET });
    const { cartId, order } = await placeOrder(t.app, shop);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/order/${cartId}/payment-link`,
    });
    const sessionId = (link.json().data.url as string).split('/').pop()!;
    expect(sessionId).toMatch(/^cs_fake\d+$/);

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const stripe = new Stripe(STRIPE_KEY);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneelse1234567' });
    expect((await send(forged)).statusCode).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await send(stale)).statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('pending');

    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
    for (let replay = 0; replay < 10; replay += 1) expect((await send(signed)).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await events(order.id)).toEqual(['placed', 'paid']);
  });
});
