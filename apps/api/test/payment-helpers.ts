import Stripe from 'stripe';
import { orderHistoryEvent, type OrderHistoryEvent } from '@platform/contract';
import type { ZodApp } from '../src/zod-app.js';
import { startFakeProviders, type FakeProviders } from './fake-providers.js';
import {
  createTestApp,
  fillSellerDetails,
  type ShopFixture,
  type StoreOwner,
  type TestApp,
} from './harness.js';

export const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz123456';
export const STRIPE_KEY = 'sk_live_abcdefghijklmnop1234';
export const STRIPE_SECRET = 'whsec_abcdefghijklmnop1234';

/**
 * An app whose Mollie and Stripe are the local stand-ins (saving a key asks its provider, so every test
 * that saves one needs them). The Mollie SDK trusts only its own bundle of
 * public CAs, so the test file (its own worker) accepts the stand-in's self-signed certificate.
 */
export async function appWithFakeProviders(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; fake: FakeProviders }> {
  const fake = await startFakeProviders();
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const t = await createTestApp({ ...env, MOLLIE_API_URL: `${fake.url}/v2/`, STRIPE_API_URL: fake.url });
  return { t, fake };
}

export async function closeWithFakeProviders(t: TestApp, fake: FakeProviders) {
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  await t.close();
  await fake.close();
}

/** Switches Mollie on or off for the shop; on, it is the shop's live provider. */
export function switchMollie(shop: StoreOwner, enabled: boolean) {
  return shop.client.put(
    `/v1/admin/payment-providers/mollie`,
    { store_id: shop.storeId, enabled, ...(enabled ? { api_key: MOLLIE_KEY } : {}) },
    { token: shop.token },
  );
}

export function setTestMode(shop: StoreOwner, value: boolean, headers: Record<string, string> = {}) {
  return shop.client.put(
    `/v1/admin/store/${shop.storeId}`,
    { test_mode: { value } },
    { token: shop.token, headers },
  );
}

/**
 * Takes the store live as a merchant who has a live provider on would: its seller details filled in,
 * then test mode off (decision 051). Answers the switch's response.
 */
export async function goLive(shop: StoreOwner) {
  await fillSellerDetails(shop);
  return setTestMode(shop, false);
}

/** Makes Mollie's or Stripe's stand-in the shop's live provider, with the keys above, and takes it live. */
export async function goLiveWith(shop: StoreOwner, provider: 'mollie' | 'stripe') {
  const keys =
    provider === 'mollie' ? { api_key: MOLLIE_KEY } : { api_key: STRIPE_KEY, webhook_secret: STRIPE_SECRET };
  const configured = await shop.client.put(
    `/v1/admin/payment-providers/${provider}`,
    { store_id: shop.storeId, enabled: true, ...keys },
    { token: shop.token },
  );
  if (configured.statusCode !== 200) throw new Error(`${provider} failed: ${configured.body}`);
  const live = await goLive(shop);
  if (live.statusCode !== 200) throw new Error(`going live failed: ${live.body}`);
}

/** Stripe tells the platform, signed, that a Checkout session completed, as its webhook does. */
export function stripeSessionCompleted(
  app: ZodApp,
  sessionId: string,
  paymentStatus: 'paid' | 'no_payment_required',
) {
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  });
  const signature = new Stripe(STRIPE_KEY).webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_SECRET,
  });
  return app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export function paymentLink(app: ZodApp, slug: string, cartId: string) {
  return app.inject({ method: 'POST', url: `/v1/store/${slug}/order/${cartId}/payment-link` });
}

/** Chooses an outcome on the test provider's page at `url`, as the shopper's browser would. */
export function chooseOnTestPage(app: ZodApp, url: string, outcome = 'paid') {
  return app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** Mollie calls the provider callback with the payment's id; the platform then asks Mollie for its state. */
export function mollieCallback(app: ZodApp, paymentId: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/payments/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${paymentId}`,
  });
}

/** Mollie's payment id is the last part of its checkout URL (the stand-in's). */
export const molliePaymentId = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

export async function orderStatus(app: ZodApp, slug: string, orderId: string) {
  const response = await app.inject({ method: 'GET', url: `/v1/store/${slug}/order/${orderId}` });
  return response.json().data.status as string;
}

export async function adminOrder(shop: ShopFixture, orderId: string) {
  const response = await shop.client.get(`/v1/admin/order/${orderId}?store_id=${shop.storeId}`, {
    token: shop.token,
  });
  return response.json().data;
}

/**
 * An order's history as the admin answers it, each entry read by the contract's `orderHistoryEvent`:
 * this throws on a name the contract does not declare or data it does not describe for that name.
 */
export function historyByContract(
  events: { type: string; data: Record<string, unknown> }[],
): OrderHistoryEvent[] {
  return events.map(({ type, data }) =>
    orderHistoryEvent.parse(Object.keys(data).length ? { type, data } : { type }),
  );
}

export function orderAction(shop: ShopFixture, orderId: string, action: string, body: object = {}) {
  return shop.client.post(
    `/v1/admin/order/${orderId}/${action}`,
    { store_id: shop.storeId, ...body },
    { token: shop.token },
  );
}
