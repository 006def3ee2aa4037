import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  shopWithProduct,
  TestClient,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/**
 * Subscriptions per variant and free trials (decision 084), through the HTTP API on both databases:
 * the interval and the trial live on the variant, the product's own `subscription_interval` being its
 * first variant's; a subscription renews the variant it was bought as.
 */

const DAY = 24 * 3600;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.ctx.database.allStoresDb;

function updateProduct(shop: ShopFixture, body: Record<string, unknown>) {
  return shop.client.put(
    `/v1/admin/product/${shop.productId}`,
    { store_id: shop.storeId, ...body },
    { token: shop.token },
  );
}

/** The shop's product as monthly (€9.00, its first variant, with a trial of `trialDays`) and yearly (€90). */
async function monthlyAndYearly(prefix: string, trialDays: number | null) {
  const shop = await shopWithProduct(t.app, uniqueSlug(prefix), 900);
  const [only] = (await updateProduct(shop, {})).json().data.variants;
  const saved = await updateProduct(shop, {
    variants: [
      { id: only.id, name: 'Maand', price: 900, subscription_interval: 'month', trial_days: trialDays },
      { name: 'Jaar', price: 9000, subscription_interval: 'year' },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [monthly, yearly] = saved.json().data.variants as { id: number }[];
  return { shop, monthly: monthly!.id, yearly: yearly!.id };
}

/** A buyer orders the variant (a quantity of one) and, unless `pay` is false, pays through the test provider. */
async function buy(shop: ShopFixture, variantId: number, email = buyer.email) {
  const shopper = new TestClient(t.app);
  const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
    products: [{ product_id: shop.productId, quantity: 1, variant_id: variantId }],
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const cartId = cart.json().data.id as string;
  const order = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, { ...buyer, email });
  expect(order.statusCode, order.body).toBe(201);
  return { cart: cart.json().data, cartId, order: order.json().data };
}

describe('subscription terms on the variant (decision 084)', () => {
  it('reads and writes the product’s interval as its first variant’s, and each variant’s own', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('terms'), 900);
    // A caller from before variants had terms sets the product's interval: its one variant's.
    const yearly = await updateProduct(shop, { subscription_interval: 'year' });
    expect(yearly.statusCode, yearly.body).toBe(200);
    expect(yearly.json().data).toMatchObject({
      subscription_interval: 'year',
      variants: [{ subscription_interval: 'year', trial_days: null }],
    });
    const [only] = yearly.json().data.variants;
    // Variants sent without terms keep theirs; each variant has its own interval and trial.
    const saved = await updateProduct(shop, {
      variants: [
        { id: only.id, name: 'Jaar', price: 9000 },
        { name: 'Maand', price: 900, subscription_interval: 'month', trial_days: 14 },
        { name: 'Los', price: 1500 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ price: 9000, subscription_interval: 'year' });
    expect(
      saved.json().data.variants.map((v: Record<string, unknown>) => [v.subscription_interval, v.trial_days]),
    ).toEqual([
      ['year', null],
      ['month', 14],
      [null, null],
    ]);
    // The shop shows each variant's terms.
    const shown = await t.app.inject({
      method: 'GET',
      url: `/v1/store/${shop.slug}/product/${shop.productId}`,
    });
    expect(shown.json().data.variants.map((v: { subscription: unknown }) => v.subscription)).toEqual([
      { interval: 'year', trial_days: null },
      { interval: 'month', trial_days: 14 },
      null,
    ]);
    // The product's field changes the first variant's alone; bought once, a variant has no trial.
    const once = await updateProduct(shop, { subscription_interval: null });
    expect(once.json().data.subscription_interval).toBeNull();
    expect(
      once.json().data.variants.map((v: { subscription_interval: unknown }) => v.subscription_interval),
    ).toEqual([null, 'month', null]);
    const [first, second, third] = once.json().data.variants;
    const cleared = await updateProduct(shop, {
      variants: [first, { ...second, subscription_interval: null }, { ...third, trial_days: 0 }],
    });
    expect(cleared.json().data.variants.map((v: { trial_days: unknown }) => v.trial_days)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('refuses a trial shorter than a day or longer than a year, naming the field', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('trial-bounds'), 900);
    for (const trial_days of [366, -1, 1.5]) {
      const refused = await updateProduct(shop, {
        variants: [{ price: 900, subscription_interval: 'month', trial_days }],
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['variants.0.trial_days']);
    }
  });

  it('starts a subscription of the variant bought, renewing at that variant’s price', async () => {
    const { shop, yearly } = await monthlyAndYearly('per-variant', null);
    const { cartId, order } = await buy(shop, yearly);
    expect(order.lines[0].subscription).toEqual({
      interval: 'year',
      trial_days: null,
      renewal_total_incl_vat: 9000,
    });
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    const subscription = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({
      variant_id: yearly,
      interval: 'year',
      unit_price: 9000,
      status: 'active',
      periods: 1,
      trial_ends_at: null,
    });
    expect(new Date(subscription.current_period_end).getTime() - t.clock.now().getTime()).toBe(
      365 * DAY * 1000,
    );
  });
});
