import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd } from '@platform/contract';
import type { FakeProviders } from './fake-providers.js';
import {
  buyer,
  payWithTestProvider,
  shopWithProduct,
  TestClient,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import {
  appWithFakeProviders,
  closeWithFakeProviders,
  goLiveWith,
  mollieCallback,
  paymentLink,
  stripeSessionCompleted,
} from './payment-helpers.js';

/**
 * Subscriptions per variant and free trials (decision 084), through the HTTP API on both databases:
 * the interval and the trial live on the variant, the product's own `subscription_interval` being its
 * first variant's; a subscription renews the variant it was bought as. A trial charges nothing at
 * checkout but takes a mandate (the test provider's, Mollie's €0 first payment, Stripe's setup
 * session), starts `trialing`, and is charged first by the renewal job at its end.
 */

const DAY = 24 * 3600;

let t: TestApp;
let fake: FakeProviders;
beforeAll(async () => {
  ({ t, fake } = await appWithFakeProviders());
});
afterAll(() => closeWithFakeProviders(t, fake));

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

  it('refuses a trial shorter than a day, longer than a year or of a price the buyer chooses, naming the field', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('trial-bounds'), 900);
    for (const trial_days of [366, -1, 1.5]) {
      const refused = await updateProduct(shop, {
        variants: [{ price: 900, subscription_interval: 'month', trial_days }],
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['variants.0.trial_days']);
    }
    // A trial is charged at a price fixed beforehand: a price the buyer chooses has none.
    const chosen = await updateProduct(shop, {
      variants: [{ price: 900, subscription_interval: 'month', trial_days: 14, pay_what_you_want: true }],
    });
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json().errors).toEqual({
      'variants.0.trial_days': [
        'A free trial needs a fixed price: a price the buyer chooses is not charged later.',
      ],
    });
  });

  it('starts a subscription of the variant bought, renewing at that variant’s price', async () => {
    const { shop, yearly } = await monthlyAndYearly('per-variant', null);
    const { cartId, order } = await buy(shop, yearly);
    expect(order.lines[0].subscription).toEqual({
      interval: 'year',
      trial_days: null,
      renewal_total_excl_vat: 7438,
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
  it('tells a b2b buyer what each renewal charges without VAT, as the store prices', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('b2b-terms'), 1000);
    const b2b = await shop.client.put(
      `/v1/admin/store/${shop.storeId}`,
      { business_type: 'b2b' },
      { token: shop.token },
    );
    expect(b2b.statusCode, b2b.body).toBe(200);
    const [only] = (await updateProduct(shop, {})).json().data.variants;
    const saved = await updateProduct(shop, {
      variants: [{ id: only.id, name: 'Maand', price: 1000, subscription_interval: 'month' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { cart, order } = await buy(shop, only.id);
    expect(cart.products[0].subscription).toEqual({
      interval: 'month',
      trial_days: null,
      renewal_unit_price: 1000,
      renewal_total_excl_vat: 1000,
      renewal_total_incl_vat: 1210,
    });
    expect(order.lines[0].subscription).toEqual({
      interval: 'month',
      trial_days: null,
      renewal_total_excl_vat: 1000,
      renewal_total_incl_vat: 1210,
    });
  });
});

const renew = () => t.ctx.jobs.worker({ kinds: ['renewal'] }).drain();

function subscriptionOf(orderId: string) {
  return db()
    .selectFrom('subscriptions')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The orders that charged the store's subscriptions, by period, with their invoices. */
async function charges(storeId: number) {
  const orders = await db()
    .selectFrom('orders')
    .leftJoin('invoices', (join) =>
      join.onRef('invoices.order_id', '=', 'orders.id').on('invoices.kind', '=', 'invoice'),
    )
    .select([
      'orders.status',
      'orders.total_incl_vat',
      'orders.total_vat',
      'orders.subscription_period',
      'invoices.total_incl_vat as invoiced',
    ])
    .where('orders.store_id', '=', storeId)
    .where('orders.subscription_id', 'is not', null)
    .orderBy('orders.subscription_period')
    .execute();
  return orders;
}

describe('free trials (decision 084)', () => {
  it('charges nothing at checkout, takes the mandate, and charges first at the trial’s end with its invoice and VAT', async () => {
    const { shop, monthly } = await monthlyAndYearly('trial', 14);
    const { cart, cartId, order } = await buy(shop, monthly);
    // The cart and the order say what is charged today (nothing) and what each month costs after.
    expect(cart.products[0]).toMatchObject({
      unit_price: 0,
      total_incl_vat: 0,
      subscription: {
        interval: 'month',
        trial_days: 14,
        renewal_unit_price: 900,
        renewal_total_excl_vat: 744,
        renewal_total_incl_vat: 900,
      },
    });
    expect(order).toMatchObject({ status: 'pending', totals: { total_incl_vat: 0 } });
    expect(order.lines[0].subscription).toEqual({
      interval: 'month',
      trial_days: 14,
      renewal_total_excl_vat: 744,
      renewal_total_incl_vat: 900,
    });
    // Not paid as a free order: the buyer still goes to the provider, for the mandate alone.
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    const payment = await db()
      .selectFrom('payments')
      .select(['amount', 'status', 'mandate'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: 0, status: 'paid', mandate: expect.stringMatching(/^test:/) });
    const started = t.clock.now().getTime();
    const trialEnd = new Date(started + 14 * DAY * 1000).toISOString();
    expect(await subscriptionOf(order.id)).toMatchObject({
      status: 'trialing',
      periods: 0,
      trial_ends_at: trialEnd,
      next_charge_at: trialEnd,
      current_period_end: trialEnd,
      unit_price: 900,
    });

    // Nothing is charged during the trial.
    t.clock.advance(13 * DAY);
    await renew();
    expect(await charges(shop.storeId)).toEqual([]);

    // At its end the renewal job charges the first month, an order with its invoice and 21 % VAT.
    t.clock.advance(DAY);
    await renew();
    const first = { status: 'paid', total_incl_vat: 900, total_vat: 156, invoiced: 900 };
    expect(await charges(shop.storeId)).toEqual([{ ...first, subscription_period: 1 }]);
    const active = await subscriptionOf(order.id);
    expect(active).toMatchObject({ status: 'active', periods: 1, current_period_start: trialEnd });
    // Its months are counted from the trial's end.
    expect(active.current_period_end).toBe(periodEnd(new Date(trialEnd), 'month', 1).toISOString());

    // And then it renews as any subscription.
    t.clock.advance(32 * DAY);
    await renew();
    expect(await charges(shop.storeId)).toEqual([
      { ...first, subscription_period: 1 },
      { ...first, subscription_period: 2 },
    ]);
  });

  it('retries a trial whose first charge is declined after 1, 2 and 2 days, then ends it', async () => {
    const { shop, monthly } = await monthlyAndYearly('trial-declined', 7);
    const { cartId, order } = await buy(shop, monthly);
    expect((await payWithTestProvider(t.app, shop.slug, cartId, 'paid_declining')).statusCode).toBe(303);
    expect((await subscriptionOf(order.id)).status).toBe('trialing');
    t.clock.advance(7 * DAY);
    await renew();
    expect(await subscriptionOf(order.id)).toMatchObject({ status: 'past_due', failed_charges: 1 });
    for (const days of [1, 2, 2]) {
      t.clock.advance(days * DAY);
      await renew();
    }
    expect(await subscriptionOf(order.id)).toMatchObject({
      status: 'expired',
      failed_charges: 4,
      periods: 0,
    });
    expect((await charges(shop.storeId)).map((charge) => charge.status)).toEqual(['expired']);
  });

  it('charges a mixed cart’s other lines now, with the mandate the trial’s first charge uses', async () => {
    const { shop, monthly } = await monthlyAndYearly('trial-mixed', 14);
    const other = await shop.client.post(
      '/v1/admin/product',
      { store_id: shop.storeId, name: 'Handboek', price: 2420, vat_class: 'standard', status: 'for_sale' },
      { token: shop.token },
    );
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [
        { product_id: shop.productId, quantity: 1, variant_id: monthly },
        { product_id: other.json().data.id, quantity: 1 },
      ],
    });
    expect(cart.json().data.totals.total_incl_vat).toBe(2420);
    const cartId = cart.json().data.id as string;
    const order = (await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, buyer)).json().data;
    expect(order.totals.total_incl_vat).toBe(2420);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    const payment = await db()
      .selectFrom('payments')
      .select(['amount', 'mandate'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: 2420, mandate: expect.stringMatching(/^test:/) });
    expect(await subscriptionOf(order.id)).toMatchObject({ status: 'trialing', periods: 0, unit_price: 900 });
  });

  it('gives a buyer one trial of a product: a second subscription is charged at once', async () => {
    const { shop, monthly, yearly } = await monthlyAndYearly('trial-once', 14);
    const first = await buy(shop, monthly, 'once@example.com');
    expect((await payWithTestProvider(t.app, shop.slug, first.cartId)).statusCode).toBe(303);
    // The shop cannot know the buyer before the checkout, so the cart still shows the trial.
    const again = await buy(shop, monthly, 'Once@Example.com');
    expect(again.cart.products[0].subscription.trial_days).toBe(14);
    expect(again.order).toMatchObject({ totals: { total_incl_vat: 900 } });
    expect(again.order.lines[0].subscription).toMatchObject({ interval: 'month', trial_days: null });
    expect((await payWithTestProvider(t.app, shop.slug, again.cartId)).statusCode).toBe(303);
    expect(await subscriptionOf(again.order.id)).toMatchObject({ status: 'active', periods: 1 });
    // Another buyer still gets theirs; the yearly variant has no trial to give.
    expect((await buy(shop, monthly, 'new@example.com')).order.totals.total_incl_vat).toBe(0);
    expect((await buy(shop, yearly, 'new@example.com')).order.totals.total_incl_vat).toBe(9000);
  });
});

describe('free trials at Mollie and Stripe (decision 084)', () => {
  async function trialShop(provider: 'mollie' | 'stripe') {
    const { shop, monthly } = await monthlyAndYearly(`trial-${provider}`, 14);
    await goLiveWith(shop, provider);
    return { shop, monthly };
  }
  const sent = (method: string, path: string) =>
    fake.requests.filter((request) => request.method === method && request.path === path);

  it('asks Mollie for a €0.00 first payment by card or PayPal, then charges the first month with its mandate', async () => {
    const { shop, monthly } = await trialShop('mollie');
    const { cartId, order } = await buy(shop, monthly);
    const link = await paymentLink(t.app, shop.slug, cartId);
    expect(link.statusCode, link.body).toBe(200);
    const paymentId = (link.json().data.url as string).split('/').pop()!;
    const first = JSON.parse(sent('POST', '/v2/payments').at(-1)!.body);
    expect(first).toMatchObject({
      amount: { currency: 'EUR', value: '0.00' },
      sequenceType: 'first',
      customerId: expect.stringMatching(/^cst_/),
      method: ['creditcard', 'paypal'],
    });
    fake.mollieStatus.set(paymentId, 'paid');
    expect((await mollieCallback(t.app, paymentId)).statusCode).toBe(200);
    expect((await subscriptionOf(order.id)).status).toBe('trialing');

    t.clock.advance(14 * DAY);
    await renew();
    expect(JSON.parse(sent('POST', '/v2/payments').at(-1)!.body)).toMatchObject({
      sequenceType: 'recurring',
      customerId: first.customerId,
      mandateId: `mdt_${first.customerId}`,
      amount: { currency: 'EUR', value: '9.00' },
    });
    expect((await charges(shop.storeId)).map((charge) => charge.status)).toEqual(['paid']);
  });

  it('saves the card with a Stripe setup session for a new customer, then charges the first month off-session', async () => {
    const { shop, monthly } = await trialShop('stripe');
    const { cartId, order } = await buy(shop, monthly);
    const link = await paymentLink(t.app, shop.slug, cartId);
    expect(link.statusCode, link.body).toBe(200);
    const sessionId = (link.json().data.url as string).split('/').pop()!;
    const customer = new URLSearchParams(sent('POST', '/v1/customers').at(-1)!.body);
    expect(customer.get('email')).toBe('buyer@example.com');
    const session = Object.fromEntries(
      new URLSearchParams(sent('POST', '/v1/checkout/sessions').at(-1)!.body),
    );
    expect(session).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      customer: expect.stringMatching(/^cus_fake/),
    });
    expect(session).not.toHaveProperty('line_items[0][price_data][unit_amount]');
    fake.stripePaymentStatus.set(sessionId, 'paid');
    expect((await stripeSessionCompleted(t.app, sessionId, 'no_payment_required')).statusCode).toBe(200);
    expect((await subscriptionOf(order.id)).status).toBe('trialing');

    t.clock.advance(14 * DAY);
    await renew();
    expect(
      Object.fromEntries(new URLSearchParams(sent('POST', '/v1/payment_intents').at(-1)!.body)),
    ).toMatchObject({
      amount: '900',
      currency: 'eur',
      customer: session.customer,
      payment_method: expect.stringMatching(/^pm_seti_fake/),
      off_session: 'true',
    });
    expect((await charges(shop.storeId)).map((charge) => charge.status)).toEqual(['paid']);
  });
});
