import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscription, AdminSubscriptionDetail, SubscriptionMrr } from '@platform/contract';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  TestClient,
  type TestApp,
} from './harness.js';

const DAY = 24 * 3600;

describe("the merchant's subscriptions (decision 082)", () => {
  let t: TestApp;
  /** A b2c shop (€12.10 incl. 21 % VAT): Nina's monthly subscription, renewed once, and Bob's two yearly ones. */
  let shop: ShopFixture;
  let monthly: AdminSubscription;
  let yearly: AdminSubscription;
  /** An API token that may read and change the store's products, not its orders. */
  let productsOnly: string;
  /** A product sold once, bought beside a subscription. */
  let stickersId: number;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug('subs'), 1210);
    await sellBy(shop, 'month');
    await subscribe(shop, 'nina.jansen@example.com');
    await sellBy(shop, 'year');
    await subscribe(shop, 'Bob@Example.com', 2);
    // A month on, the merchant's session has expired: an API token of the orders' scope reads on.
    const stickers = await shop.client.post(
      '/v1/admin/product',
      { store_id: shop.storeId, name: 'Stickers', price: 500, vat_rate: 21, status: 'for_sale' },
      { token: shop.token },
    );
    stickersId = stickers.json().data.id as number;
    productsOnly = await apiToken(shop, ['products:read', 'products:write']);
    shop.token = await apiToken(shop, ['orders:read', 'orders:write']);
    t.clock.advance(31 * DAY);
    await t.ctx.jobs.worker({ kinds: ['renewal'] }).drain();
    const listed = await list();
    expect(listed.statusCode, listed.body).toBe(200);
    [yearly, monthly] = listed.json().data as [AdminSubscription, AdminSubscription];
  });
  afterAll(() => t.close());

  async function apiToken({ client, token, storeId }: ShopFixture, scopes: string[]) {
    const created = await client.post(
      '/v1/admin/api-token',
      { store_id: storeId, name: 'Sync', scopes },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.token as string;
  }

  async function sellBy({ client, token, storeId, productId }: ShopFixture, interval: 'month' | 'year') {
    const product = await client.put(
      `/v1/admin/product/${productId}`,
      { store_id: storeId, subscription_interval: interval },
      { token },
    );
    expect(product.statusCode, product.body).toBe(200);
  }

  async function subscribe(of: ShopFixture, email: string, quantity = 1) {
    const { cartId, order } = await placeOrder(t.app, of, quantity, { ...buyer, email });
    expect((await payWithTestProvider(t.app, of.slug, cartId)).statusCode).toBe(303);
    return order;
  }

  const list = (query = '', token = shop.token) =>
    shop.client.get(`/v1/admin/subscription?store_id=${shop.storeId}${query}`, { token });
  const detail = (id: number, of: Pick<ShopFixture, 'storeId' | 'token'> = shop) =>
    shop.client.get(`/v1/admin/subscription/${id}?store_id=${of.storeId}`, { token: of.token });
  const mrr = (of: Pick<ShopFixture, 'storeId' | 'token'> = shop) =>
    shop.client.get(`/v1/admin/subscription/mrr?store_id=${of.storeId}`, { token: of.token });

  it('lists the subscriptions newest first, with their buyer, price, next charge and first order', async () => {
    const page = (await list()).json();
    // The address as the shop keeps it: in lower case.
    expect(page.meta).toEqual({ total: 2, total_capped: false, page: 1, per_page: 20 });
    expect(yearly).toMatchObject({
      status: 'active',
      interval: 'year',
      email: 'bob@example.com',
      customer_name: 'Bea Buyer',
      quantity: 2,
      unit_price: 1210,
      periods: 1,
      cancel_at_period_end: false,
      test_mode: true,
    });
    expect(yearly.next_charge_at).toBe(yearly.current_period_end);
    expect(monthly).toMatchObject({ interval: 'month', email: 'nina.jansen@example.com', periods: 2 });
    expect(monthly.order_number).toBeLessThan(yearly.order_number);
  });

  it('filters by status and finds a buyer by part of their address, in any case', async () => {
    const emails = async (query: string) =>
      ((await list(query)).json().data as AdminSubscription[]).map((row) => row.email);
    expect(await emails('&status=active')).toEqual(['bob@example.com', 'nina.jansen@example.com']);
    expect(await emails('&status=cancelled')).toEqual([]);
    expect(await emails('&search=BOB')).toEqual(['bob@example.com']);
    expect(await emails('&search=jansen@')).toEqual(['nina.jansen@example.com']);
    // LIKE's wildcards are text here: "%" finds no address.
    expect(await emails('&search=%25')).toEqual([]);
    expect(await emails('&per_page=1&page=2')).toEqual(['nina.jansen@example.com']);
  });

  it('refuses a status it does not know and a page out of range, naming the field', async () => {
    const status = await list('&status=paused');
    expect(status.statusCode).toBe(422);
    expect(status.json().errors).toHaveProperty('status');
    const page = await list('&page=0');
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toHaveProperty('page');
    const id = await detail(0);
    expect(id.statusCode).toBe(422);
    expect(id.json().errors).toHaveProperty('id');
  });

  it('shows a subscription with its orders, the renewal first, and what the merchant may do', async () => {
    const answer = await detail(monthly.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as AdminSubscriptionDetail;
    expect(data.orders.map(({ period, status, totals }) => ({ period, status, totals }))).toEqual([
      { period: 2, status: 'paid', totals: { total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 } },
      { period: 1, status: 'paid', totals: { total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 } },
    ]);
    expect(data.orders[1]!.id).toBe(monthly.order_id);
    expect(data.orders[0]!.paid_at).not.toBeNull();
    expect(data.refundable).toBe(1210);
    expect(data.actions).toEqual(['cancel', 'cancel-at-period-end', 'refund']);
  });

  it('adds up the monthly revenue: the monthly price, and a twelfth of the yearly ones, with VAT as the b2c store shows prices', async () => {
    const answer = await mrr();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      // 1 × €12.10, and 2 × €12.10 a year: €24.20 / 12 = €2.0167, rounded to €2.02.
      mrr: 1210 + 202,
      vat_included: true,
      counts: { trialing: 0, active: 2, past_due: 0, cancelled: 0, expired: 0 },
      cancelling: 0,
    } satisfies SubscriptionMrr);
  });

  it("takes an API token of the orders' scope only", async () => {
    expect((await list('', productsOnly)).statusCode).toBe(403);
    expect((await mrr({ storeId: shop.storeId, token: productsOnly })).statusCode).toBe(403);
    expect((await detail(monthly.id, { storeId: shop.storeId, token: productsOnly })).statusCode).toBe(403);
  });

  it("never shows another store's subscriptions, and answers another merchant 404", async () => {
    const other = await shopWithProduct(t.app, uniqueSlug('other-subs'), 500);
    await sellBy(other, 'month');
    await subscribe(other, 'alien@example.com');
    const theirs = (
      await shop.client.get(`/v1/admin/subscription?store_id=${other.storeId}`, { token: other.token })
    ).json().data as AdminSubscription[];
    expect(theirs.map((row) => row.email)).toEqual(['alien@example.com']);
    expect((await list('&per_page=100')).body).not.toContain('alien@example.com');
    expect((await mrr(other)).json().data).toMatchObject({ mrr: 500, counts: { active: 1 } });

    // Their subscription through my store, and mine through theirs: no such subscription.
    expect((await detail(theirs[0]!.id)).statusCode).toBe(404);
    expect((await detail(monthly.id, other)).statusCode).toBe(404);

    const intruder = await registerMerchant(t.app);
    const asIntruder = { storeId: shop.storeId, token: intruder.token };
    for (const answer of [
      await list('', intruder.token),
      await detail(monthly.id, asIntruder),
      await mrr(asIntruder),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('nina');
    }
  });

  const act = (id: number, action: string, of: Pick<ShopFixture, 'storeId' | 'token'> = shop) =>
    shop.client.post(`/v1/admin/subscription/${id}/${action}`, { store_id: of.storeId }, { token: of.token });
  const acted = async (id: number, action: string) => {
    const answer = await act(id, action);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as AdminSubscriptionDetail;
  };
  const adminOrder = async (id: string) =>
    (await shop.client.get(`/v1/admin/order/${id}?store_id=${shop.storeId}`, { token: shop.token })).json()
      .data as { status: string; refunded_amount: number; refunded_quantities: number[] };

  it('cancels at the period end and resumes: it runs and counts in the MRR until then', async () => {
    const ending = await acted(yearly.id, 'cancel-at-period-end');
    expect(ending).toMatchObject({ status: 'active', cancel_at_period_end: true, next_charge_at: null });
    expect(ending.actions).toEqual(['cancel', 'resume', 'refund']);
    expect((await mrr()).json().data).toMatchObject({ mrr: 1210 + 202, cancelling: 1 });

    const resumed = await acted(yearly.id, 'resume');
    expect(resumed).toMatchObject({ cancel_at_period_end: false, next_charge_at: yearly.next_charge_at });
    expect(resumed.actions).toEqual(['cancel', 'cancel-at-period-end', 'refund']);
    expect((await mrr()).json().data).toMatchObject({ cancelling: 0 });
  });

  it('cancels now: it ends, leaves the MRR, and may still be refunded, once', async () => {
    const cancelled = await acted(yearly.id, 'cancel');
    expect(cancelled).toMatchObject({ status: 'cancelled', next_charge_at: null });
    expect(cancelled.ended_at).not.toBeNull();
    expect(cancelled.actions).toEqual(['refund']);
    expect((await mrr()).json().data).toMatchObject({
      mrr: 1210,
      counts: { active: 1, cancelled: 1 },
    });
    for (const action of ['cancel', 'cancel-at-period-end', 'resume']) {
      const again = await act(yearly.id, action);
      expect(again.statusCode, action).toBe(422);
      expect(again.json().errors).toEqual({
        action: ['This is not possible for a subscription with this status.'],
      });
    }
  });

  it('refunds the latest payment, a renewal, whole, and cancels the subscription in the one action', async () => {
    const refunded = await acted(monthly.id, 'refund');
    expect(refunded).toMatchObject({ status: 'cancelled', refundable: 0, actions: [] });
    const [renewal, first] = refunded.orders;
    expect(renewal).toMatchObject({ period: 2, status: 'refunded' });
    expect(first).toMatchObject({ period: 1, status: 'paid' });
    expect(await adminOrder(renewal!.id)).toMatchObject({ status: 'refunded', refunded_amount: 1210 });
    expect((await mrr()).json().data).toMatchObject({ mrr: 0, counts: { active: 0, cancelled: 2 } });
    const again = await act(monthly.id, 'refund');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      action: ['This is not possible for a subscription with this status.'],
    });
  });

  it("refunds only the subscription's line of a first order that held another product", async () => {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [
        { product_id: stickersId, quantity: 1 },
        { product_id: shop.productId, quantity: 1 },
      ],
    });
    const cartId = cart.json().data.id as string;
    const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
      ...buyer,
      email: 'two.lines@example.com',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    const [newest] = (await list()).json().data as AdminSubscription[];
    expect(newest).toMatchObject({ email: 'two.lines@example.com', interval: 'year' });

    const before = (await detail(newest!.id)).json().data as AdminSubscriptionDetail;
    expect(before.refundable).toBe(1210);
    const refunded = await acted(newest!.id, 'refund');
    expect(refunded).toMatchObject({ status: 'cancelled', refundable: 0 });
    // The stickers stay sold: the order is paid, less the subscription's line.
    expect(await adminOrder(newest!.order_id)).toMatchObject({
      status: 'paid',
      refunded_amount: 1210,
      refunded_quantities: [0, 1],
    });
  });

  it("refuses an action it does not know, and acts on no other store's subscription", async () => {
    const unknown = await act(yearly.id, 'pause');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('action');

    const other = await shopWithProduct(t.app, uniqueSlug('other-acts'), 700);
    await sellBy(other, 'month');
    await subscribe(other, 'someone@example.com');
    const [theirs] = (
      await shop.client.get(`/v1/admin/subscription?store_id=${other.storeId}`, { token: other.token })
    ).json().data as AdminSubscription[];
    // Theirs through my store: no such subscription, and it still runs.
    expect((await act(theirs!.id, 'cancel')).statusCode).toBe(404);
    expect((await act(theirs!.id, 'refund')).statusCode).toBe(404);
    const intruder = await registerMerchant(t.app);
    expect(
      (await act(theirs!.id, 'cancel', { storeId: other.storeId, token: intruder.token })).statusCode,
    ).toBe(404);
    const still = await shop.client.get(`/v1/admin/subscription/${theirs!.id}?store_id=${other.storeId}`, {
      token: other.token,
    });
    expect(still.json().data).toMatchObject({ status: 'active' });
    // A token of my store's products may not end my subscriptions.
    expect((await act(yearly.id, 'cancel', { storeId: shop.storeId, token: productsOnly })).statusCode).toBe(
      403,
    );
  });
});
