import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerSubscription } from '@platform/contract';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { cancelSubscriptionNow } from '../src/modules/subscriptions/index.js';
import { signedInBuyer } from './buyer-helpers.js';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { subscriptionFixtures } from './subscription-fixtures.js';

describe("the buyer's subscriptions in the library (decision 081)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  });
  afterAll(() => t.close());
  const { monthlyShop, webhooks } = subscriptionFixtures(() => t);

  /** A buyer who subscribed to the shop's product and signed in with the confirmation's link. */
  async function subscriber(shop: ShopFixture, details: object = buyer) {
    const placed = await placeOrder(t.app, shop, 1, details);
    expect((await payWithTestProvider(t.app, shop.slug, placed.cartId)).statusCode).toBe(303);
    const { shopper, token } = await signedInBuyer(t, shop, placed);
    const list = async (slug = shop.slug) => shopper.get(`/v1/store/${slug}/subscriptions`, { token });
    const act = (id: number | string, action: string, slug = shop.slug) =>
      shopper.post(`/v1/store/${slug}/subscription/${id}/${action}`, {}, { token });
    const [subscription] = (await list()).json().data as BuyerSubscription[];
    return { shopper, token, list, act, subscription: subscription! };
  }

  it('lists the subscription, cancels it at the period end and resumes it, each asked twice changing it once', async () => {
    const shop = await monthlyShop('library-subs');
    const { list, act, subscription } = await subscriber(shop);
    expect(subscription).toMatchObject({
      status: 'active',
      interval: 'month',
      name: 'Guide',
      quantity: 1,
      unit_price: 1210,
      cancel_at_period_end: false,
      next_charge_at: subscription.current_period_end,
      ended_at: null,
      actions: ['cancel-at-period-end'],
    });

    const cancelled = await act(subscription.id, 'cancel-at-period-end');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      next_charge_at: null,
      current_period_end: subscription.current_period_end,
      actions: ['resume'],
    });
    expect((await act(subscription.id, 'cancel-at-period-end')).json()).toEqual(cancelled.json());
    expect((await list()).json().data).toEqual([cancelled.json().data]);

    const resumed = await act(subscription.id, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toEqual(subscription);
    expect((await act(subscription.id, 'resume')).json().data).toEqual(subscription);
    expect((await webhooks(shop.storeId)).map((hook) => [hook.event, hook.subscription.email])).toEqual([
      ['subscription.created', 'buyer@example.com'],
      ['subscription.cancelled', 'buyer@example.com'],
      ['subscription.resumed', 'buyer@example.com'],
    ]);
  });

  it('shows an ended subscription with its end and nothing to do, and refuses to change it', async () => {
    const shop = await monthlyShop('library-ended');
    const { list, act, subscription } = await subscriber(shop);
    // The merchant ends it (the buyer's session would not outlive a month on the clock).
    await withTenantScope(
      () => cancelSubscriptionNow(t.ctx, shop.storeId, subscription.id, 'merchant:1'),
      shop.storeId,
    );
    const [ended] = (await list()).json().data as BuyerSubscription[];
    expect(ended).toMatchObject({ status: 'cancelled', ended_at: expect.any(String), actions: [] });
    const refused = await act(subscription.id, 'resume');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['subscription']);
  });

  it('answers 422 naming the field for an unknown action or id, and 401 without a session', async () => {
    const shop = await monthlyShop('library-bad');
    const { shopper, act, subscription } = await subscriber(shop);
    for (const [id, action, field] of [
      [subscription.id, 'cancel-now', 'action'],
      ['first', 'resume', 'subscriptionId'],
    ] as const) {
      const bad = await act(id, action);
      expect(bad.statusCode, bad.body).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
    expect((await shopper.get(`/v1/store/${shop.slug}/subscriptions`)).statusCode).toBe(401);
    const anonymous = await shopper.post(`/v1/store/${shop.slug}/subscription/${subscription.id}/resume`, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps buyers to their own subscriptions: another buyer's and another store's are not found", async () => {
    const shopA = await monthlyShop('library-iso-a');
    const shopB = await monthlyShop('library-iso-b');
    const buyerA = await subscriber(shopA);
    const otherBuyer = await subscriber(shopA, { ...buyer, email: 'other@example.com' });
    const buyerB = await subscriber(shopB);
    // Each sees only their own.
    expect(((await otherBuyer.list()).json().data as BuyerSubscription[]).map((s) => s.id)).toEqual([
      otherBuyer.subscription.id,
    ]);
    // Another buyer of the same store, and the same address's session of another store, find nothing.
    expect((await otherBuyer.act(buyerA.subscription.id, 'cancel-at-period-end')).statusCode).toBe(404);
    expect((await buyerA.act(buyerB.subscription.id, 'cancel-at-period-end')).statusCode).toBe(404);
    // A session of store B is not signed in at store A.
    expect((await buyerB.list(shopA.slug)).statusCode).toBe(401);
    expect((await buyerB.act(buyerA.subscription.id, 'cancel-at-period-end', shopA.slug)).statusCode).toBe(
      401,
    );
    const [untouched] = (await buyerA.list()).json().data as BuyerSubscription[];
    expect(untouched).toEqual(buyerA.subscription);
  });
});
