import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProviders } from './fake-providers.js';
import { fillSellerDetails, placeOrder, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';
import {
  adminOrder,
  appWithFakeProviders,
  closeWithFakeProviders,
  mollieCallback,
  molliePaymentId,
  orderStatus,
  paymentLink,
  setTestMode,
} from './payment-helpers.js';

const STRIPE_LIVE_KEY = 'sk_live_abcdefghijklmnop1234';
const STRIPE_LIVE_SECRET = 'whsec_liveabcdefghijklmnop';
const STRIPE_TEST_KEY = 'sk_test_abcdefghijklmnop5678';
const STRIPE_TEST_SECRET = 'whsec_testabcdefghijklmnop';
const MOLLIE_TEST_KEY = 'test_abcdefghijklmnopqrstuvwxyz987654';
const TEST_PAGE = /^http:\/\/[\w-]+\.localhost:3000\/v1\/payments\/test\/[\w-]{20,}$/;

/**
 * A provider's set-up as the merchant goes through it: where to point the provider, keys checked as
 * they are saved, and a test store paying through the merchant's own test keys, at the stand-ins.
 */
describe('setting up Mollie and Stripe, and trying them with test keys', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let shop: ShopFixture;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
    shop = await shopWithProduct(t.app, 'setup-shop');
    await fillSellerDetails(shop);
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  const configure = (provider: string, body: Record<string, unknown>) =>
    shop.client.put(
      `/v1/admin/payment-providers/${provider}`,
      { store_id: shop.storeId, ...body },
      { token: shop.token },
    );
  const stateOf = async (provider: string) =>
    (
      (
        await shop.client.get(`/v1/admin/payment-providers?store_id=${shop.storeId}`, { token: shop.token })
      ).json().data as { provider: string }[]
    ).find((state) => state.provider === provider);
  const stripeEvent = (sessionId: string, secret: string) => {
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/v1/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': new Stripe(STRIPE_TEST_KEY).webhooks.generateTestHeaderString({
          payload,
          secret,
        }),
      },
      payload,
    });
  };

  it("names the store's own callback address, and for Stripe exactly the events the platform acts on", async () => {
    expect(await stateOf('stripe')).toMatchObject({
      callback_url: 'http://setup-shop.localhost:3000/v1/payments/stripe/webhook',
      callback_events: [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ],
    });
    expect(await stateOf('mollie')).toMatchObject({
      callback_url: 'http://setup-shop.localhost:3000/v1/payments/mollie/webhook',
      callback_events: [],
    });
    expect(await stateOf('test')).toMatchObject({
      callback_url: null,
      callback_events: [],
      takes_test_payments: true,
    });
  });

  it('checks keys as they are saved: each refusal names its field and why, and stores nothing', async () => {
    const refusals = [
      [
        { api_key: 'pk_live_abcdefghijklmnop' },
        { api_key: ['This does not look like a key of this provider.'] },
      ],
      [{ api_key: STRIPE_TEST_KEY }, { api_key: ['This is a test key: enter it under the test keys.'] }],
      [
        { test_api_key: STRIPE_LIVE_KEY, test_webhook_secret: STRIPE_TEST_SECRET },
        { test_api_key: ['This is a live key: test mode takes only a test key.'] },
      ],
      [
        { test_api_key: STRIPE_TEST_KEY },
        {
          test_webhook_secret: [
            'Enter the signing secret of the test webhook too: without it, test payments are never confirmed.',
          ],
        },
      ],
      [
        { test_api_key: 'sk_test_badbadbadbadbadbad', test_webhook_secret: STRIPE_TEST_SECRET },
        { test_api_key: ['The provider refused this key. Copy it again from its dashboard, whole.'] },
      ],
    ] as const;
    for (const [body, errors] of refusals) {
      const refused = await configure('stripe', { enabled: false, ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors).toEqual(errors);
    }
    const dutch = await shop.client.put(
      '/v1/admin/payment-providers/mollie',
      { store_id: shop.storeId, enabled: false, test_api_key: 'live_abcdefghijklmnopqrstuvwxyz1234' },
      { token: shop.token, headers: { 'accept-language': 'nl' } },
    );
    expect(dutch.json().errors).toEqual({
      test_api_key: ['Dit is een live sleutel: de testmodus werkt alleen met een testsleutel.'],
    });
    expect(await stateOf('stripe')).toMatchObject({ key_hint: null, test_key_hint: null });
    expect(fake.keys).toContain('sk_test_badbadbadbadbadbad');
  });

  it('a test store without test keys pays through the built-in test provider', async () => {
    const { cartId } = await placeOrder(t.app, shop);
    expect((await paymentLink(t.app, shop.slug, cartId)).json().data.url).toMatch(TEST_PAGE);
  });

  it("a test store pays through the merchant's own Stripe test keys; the live keys stay for live orders", async () => {
    const saved = await configure('stripe', {
      enabled: true,
      api_key: STRIPE_LIVE_KEY,
      webhook_secret: STRIPE_LIVE_SECRET,
      test_api_key: STRIPE_TEST_KEY,
      test_webhook_secret: STRIPE_TEST_SECRET,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      enabled: true,
      configured: true,
      key_hint: 'sk_live_…1234',
      test_key_hint: 'sk_test_…5678',
      test_webhook_secret_hint: 'whsec_…mnop',
      takes_test_payments: true,
    });
    expect(await stateOf('test')).toMatchObject({ takes_test_payments: false });

    const { cartId, order } = await placeOrder(t.app, shop);
    fake.keys.length = 0;
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_fake\\d+$`));
    expect(fake.keys).toEqual([STRIPE_TEST_KEY]);
    const sessionId = url.split('/').pop()!;

    // The live endpoint's secret does not sign test events: only the test webhook's does.
    expect((await stripeEvent(sessionId, STRIPE_LIVE_SECRET)).statusCode).toBe(400);
    expect(await orderStatus(t.app, shop.slug, order.id)).toBe('pending');
    expect((await stripeEvent(sessionId, STRIPE_TEST_SECRET)).statusCode).toBe(200);
    expect(await orderStatus(t.app, shop.slug, order.id)).toBe('paid');
    expect((await adminOrder(shop, order.id)).payments).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'paid' }),
    ]);

    // Live, an order pays through the live key.
    expect((await setTestMode(shop, false)).statusCode).toBe(200);
    const live = await placeOrder(t.app, shop);
    fake.keys.length = 0;
    await paymentLink(t.app, shop.slug, live.cartId);
    expect(fake.keys).toEqual([STRIPE_LIVE_KEY]);
    expect((await setTestMode(shop, true)).statusCode).toBe(200);
  });

  it('a test payment at the provider does not pay a test order once the store is live', async () => {
    const { cartId, order } = await placeOrder(t.app, shop);
    const sessionId = ((await paymentLink(t.app, shop.slug, cartId)).json().data.url as string)
      .split('/')
      .pop()!;
    expect((await setTestMode(shop, false)).statusCode).toBe(200);
    expect((await stripeEvent(sessionId, STRIPE_TEST_SECRET)).statusCode).toBe(422);
    expect(await orderStatus(t.app, shop.slug, order.id)).toBe('pending');
    expect((await setTestMode(shop, true)).statusCode).toBe(200);
  });

  it("a test store pays through the merchant's Mollie test key; without test keys, back to the test provider", async () => {
    expect((await configure('stripe', { enabled: true, remove_test_keys: true })).json().data).toMatchObject({
      test_key_hint: null,
      test_webhook_secret_hint: null,
      key_hint: 'sk_live_…1234',
    });
    expect((await configure('mollie', { enabled: false, test_api_key: MOLLIE_TEST_KEY })).statusCode).toBe(
      200,
    );
    const { cartId, order } = await placeOrder(t.app, shop);
    fake.keys.length = 0;
    const url = (await paymentLink(t.app, shop.slug, cartId)).json().data.url as string;
    expect(url).toMatch(/^https:\/\/pay\.example\/tr_fake\d+$/);
    expect(fake.keys).toEqual([MOLLIE_TEST_KEY]);
    fake.mollieStatus.set(molliePaymentId(url), 'paid');
    expect((await mollieCallback(t.app, molliePaymentId(url))).statusCode).toBe(200);
    expect(await orderStatus(t.app, shop.slug, order.id)).toBe('paid');
    expect(fake.keys).toEqual([MOLLIE_TEST_KEY, MOLLIE_TEST_KEY]);

    await configure('mollie', { enabled: false, remove_test_keys: true });
    const next = await placeOrder(t.app, shop);
    expect((await paymentLink(t.app, shop.slug, next.cartId)).json().data.url).toMatch(TEST_PAGE);
  });
});
