import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProviders } from './fake-providers.js';
import { placeOrder, shopWithProduct, uniqueSlug, type ShopFixture, type TestApp } from './harness.js';
import {
  appWithFakeProviders,
  closeWithFakeProviders,
  goLiveWith,
  stripeSessionCompleted,
} from './payment-helpers.js';

const DAY = 24 * 3600;

describe('subscriptions charged again through the Mollie and Stripe stand-ins (decision 079)', () => {
  let t: TestApp;
  let fake: FakeProviders;
  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  async function monthlyShop(provider: 'mollie' | 'stripe'): Promise<ShopFixture> {
    const shop = await shopWithProduct(t.app, uniqueSlug(provider), 1210);
    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, subscription_interval: 'month' },
      { token: shop.token },
    );
    await goLiveWith(shop, provider);
    return shop;
  }

  const paymentLink = async (shop: ShopFixture, cartId: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/v1/store/${shop.slug}/order/${cartId}/payment-link` })
    ).json().data.url as string;
  const renewalStatuses = async (storeId: number) =>
    (
      await t.ctx.database.allStoresDb
        .selectFrom('orders')
        .select('status')
        .where('store_id', '=', storeId)
        .where('subscription_id', 'is not', null)
        .execute()
    ).map((order) => order.status);
  const renew = () => t.ctx.jobs.worker({ kinds: ['renewal'] }).drain();
  const sent = (method: string, path: string) =>
    fake.requests.filter((request) => request.method === method && request.path === path);

  it('pays the first Mollie payment for a customer (sequenceType first), then renews with its mandate (recurring)', async () => {
    const shop = await monthlyShop('mollie');
    const { cartId } = await placeOrder(t.app, shop);
    const before = fake.requests.length;
    const paymentId = (await paymentLink(shop, cartId)).split('/').pop()!;
    const [customer] = sent('POST', '/v2/customers').slice(-1);
    expect(JSON.parse(customer!.body)).toEqual({ name: expect.any(String), email: 'buyer@example.com' });
    const first = JSON.parse(fake.requests.slice(before).find((r) => r.path === '/v2/payments')!.body);
    expect(first).toMatchObject({ sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });
    fake.mollieStatus.set(paymentId, 'paid');
    const callback = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
    expect(callback.statusCode).toBe(200);

    t.clock.advance(31 * DAY);
    await renew();
    const recurring = sent('POST', '/v2/payments')
      .map((request) => JSON.parse(request.body))
      .at(-1);
    expect(recurring).toMatchObject({
      sequenceType: 'recurring',
      customerId: first.customerId,
      mandateId: `mdt_${first.customerId}`,
      amount: { currency: 'EUR', value: '12.10' },
    });
    expect(await renewalStatuses(shop.storeId)).toEqual(['paid']);
  });

  it('saves the Stripe card for use off-session, then renews with an off-session PaymentIntent; a declined one fails', async () => {
    const shop = await monthlyShop('stripe');
    const { cartId } = await placeOrder(t.app, shop);
    const sessionId = (await paymentLink(shop, cartId)).split('/').pop()!;
    const session = new URLSearchParams(sent('POST', '/v1/checkout/sessions').at(-1)!.body);
    expect(session.get('customer_creation')).toBe('always');
    expect(session.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    fake.stripePaymentStatus.set(sessionId, 'paid');
    expect((await stripeSessionCompleted(t.app, sessionId, 'paid')).statusCode).toBe(200);

    t.clock.advance(31 * DAY);
    await renew();
    const intent = new URLSearchParams(sent('POST', '/v1/payment_intents').at(-1)!.body);
    expect(Object.fromEntries(intent)).toMatchObject({
      amount: '1210',
      currency: 'eur',
      customer: expect.stringMatching(/^cus_fake/),
      payment_method: expect.stringMatching(/^pm_pi_fake/),
      off_session: 'true',
      confirm: 'true',
    });
    expect(await renewalStatuses(shop.storeId)).toEqual(['paid']);

    fake.stripeDeclines = true;
    t.clock.advance(31 * DAY);
    await renew();
    fake.stripeDeclines = false;
    expect(await renewalStatuses(shop.storeId)).toEqual(['paid', 'failed']);
  });
});
