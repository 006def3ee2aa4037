import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  MERCHANT_PASSWORD,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const DAY = 86_400;

/**
 * The dashboard reads totals kept as orders change (decision 058): what a merchant sees after sales on
 * several days, refunds whole and in part, and another store's sales, must be what the orders say.
 */
describe("the dashboard's totals as orders are paid and refunded", () => {
  let t: TestApp;
  let shop: ShopFixture & { email: string };
  let ebook: ShopFixture;
  let other: ShopFixture & { email: string };
  /** A merchant's store selling one product (no goods to deliver: the figures are the point). */
  const storeSelling = async (slug: string, name: string, price: number) => {
    const merchant = await registerMerchant(t.app);
    const storeId = (await createStore(merchant.client, merchant.token, { name, slug })).id;
    const product = await merchant.client.post(
      '/v1/admin/product',
      { store_id: storeId, name: 'Guide', price, vat_rate: 21, status: 'for_sale' },
      { token: merchant.token },
    );
    return {
      ...merchant,
      storeId,
      slug,
      productId: product.json().data.id as number,
      fileBytes: Buffer.alloc(0),
    };
  };
  beforeAll(async () => {
    t = await createTestApp();
    shop = await storeSelling('totals-shop', 'Totals', 1995);
    const product = await shop.client.post(
      '/v1/admin/product',
      { store_id: shop.storeId, name: 'Ebook', price: 500, vat_rate: 21, status: 'for_sale' },
      { token: shop.token },
    );
    ebook = { ...shop, productId: product.json().data.id as number };
    other = await storeSelling('totals-other', 'Other', 10_000);
  });
  afterAll(() => t.close());

  /** Days later an access token (an hour) has run out: the merchant signs in again. */
  const signIn = async (merchant: ShopFixture & { email: string }) => {
    const login = await merchant.client.post('/v1/auth/merchant/login', {
      email: merchant.email,
      password: MERCHANT_PASSWORD,
    });
    merchant.token = login.json().data.authorization.token as string;
  };
  /** Days pass; the merchant signs in again. */
  const later = async (days: number) => {
    t.clock.advance(days * DAY);
    await signIn(shop);
  };
  const stats = async (days = 7, merchant = shop) => {
    const answer = await merchant.client.get(
      `/v1/admin/stats/sales?store_id=${merchant.storeId}&days=${days}`,
      { token: merchant.token },
    );
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const sell = async (fixture: ShopFixture, quantity: number) => {
    const placed = await placeOrder(t.app, fixture, quantity);
    await payWithTestProvider(t.app, fixture.slug, placed.cartId);
    return placed.order.id;
  };
  const refund = async (orderId: string, amount?: number) => {
    const answer = await shop.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: shop.storeId, ...(amount === undefined ? {} : { amount }) },
      { token: shop.token },
    );
    expect(answer.statusCode).toBe(200);
    return answer.json().data.status as string;
  };

  it('counts what is still sold on the day it was paid, a partial refund leaving the sale whole', async () => {
    // 2026-01-15: two guides, and an ebook refunded in full; the other store sells on the same days.
    await sell(shop, 2);
    const refundedEbook = await sell(ebook, 1);
    expect(await refund(refundedEbook)).toBe('refunded');
    await sell(other, 3);
    await later(1);
    // 2026-01-16: a guide refunded in part stays a sale at its whole total, as the orders list shows it.
    const partly = await sell(shop, 1);
    expect(await refund(partly, 500)).toBe('paid');
    await sell(ebook, 4);
    await placeOrder(t.app, shop, 9); // placed, never paid
    await sell(other, 1);
    await later(1);
    // 2026-01-17: a guide sold, then refunded the day after: gone from the day it was paid.
    const refundedLater = await sell(shop, 1);
    await later(1);
    expect(await refund(refundedLater)).toBe('refunded');

    const data = await stats();
    expect(data.has_sales).toBe(true);
    expect(data.series.slice(-4)).toEqual([
      { date: '2026-01-15', revenue: 3990, orders: 1 },
      { date: '2026-01-16', revenue: 1995 + 2000, orders: 2 },
      { date: '2026-01-17', revenue: 0, orders: 0 },
      { date: '2026-01-18', revenue: 0, orders: 0 },
    ]);
    expect(data.current).toEqual({ revenue: 7985, orders: 3 });
    expect(data.previous).toEqual({ revenue: 0, orders: 0 });
    expect(data.top_products).toEqual([
      { product_id: shop.productId, name: 'Guide', quantity: 3, revenue: 5985 },
      { product_id: ebook.productId, name: 'Ebook', quantity: 4, revenue: 2000 },
    ]);
    expect(data.recent_orders).toHaveLength(5);
  });

  it('keeps the days apart from the period before, and the other store to itself', async () => {
    await later(7); // today 2026-01-25: the week before holds the sales above
    await sell(ebook, 1);
    const data = await stats();
    expect(data.current).toEqual({ revenue: 500, orders: 1 });
    expect(data.previous).toEqual({ revenue: 7985, orders: 3 });
    expect(data.previous_series.slice(3, 6)).toEqual([
      { date: '2026-01-15', revenue: 3990, orders: 1 },
      { date: '2026-01-16', revenue: 3995, orders: 2 },
      { date: '2026-01-17', revenue: 0, orders: 0 },
    ]);
    expect(data.top_products).toEqual([
      { product_id: ebook.productId, name: 'Ebook', quantity: 1, revenue: 500 },
    ]);

    await signIn(other);
    const others = await stats(30, other);
    expect(others.current).toEqual({ revenue: 40_000, orders: 2 });
    expect(others.top_products).toEqual([
      { product_id: other.productId, name: 'Guide', quantity: 4, revenue: 40_000 },
    ]);
  });

  it('says a store whose only sale was refunded has sold, with nothing to show for it', async () => {
    const single = await storeSelling('totals-single', 'Single', 1995);
    const placed = await placeOrder(t.app, single, 2);
    await payWithTestProvider(t.app, single.slug, placed.cartId);
    const refunded = await single.client.post(
      `/v1/admin/order/${placed.order.id}/refund`,
      { store_id: single.storeId },
      { token: single.token },
    );
    expect(refunded.json().data.status).toBe('refunded');
    const answer = await single.client.get(`/v1/admin/stats/sales?store_id=${single.storeId}&days=7`, {
      token: single.token,
    });
    const data = answer.json().data;
    expect(data.has_sales).toBe(true);
    expect(data.current).toEqual({ revenue: 0, orders: 0 });
    expect(data.top_products).toEqual([]);
  });

  it('keeps the sales of a product deleted since (archived, as bought products are) under it', async () => {
    const gone = await storeSelling('totals-gone', 'Gone', 700);
    const placed = await placeOrder(t.app, gone, 3);
    await payWithTestProvider(t.app, gone.slug, placed.cartId);
    const deleted = await gone.client.delete(
      `/v1/admin/product/${gone.productId}`,
      { store_id: gone.storeId },
      { token: gone.token },
    );
    expect(deleted.statusCode).toBe(200);
    const data = await stats(7, gone);
    expect(data.current).toEqual({ revenue: 2100, orders: 1 });
    expect(data.top_products).toEqual([
      { product_id: gone.productId, name: 'Guide', quantity: 3, revenue: 2100 },
    ]);
  });

  it('counts orders written in bulk, their lines after them, as the bench writes its long history', async () => {
    const bulk = await storeSelling('totals-bulk', 'Bulk', 1000);
    const placed = await placeOrder(t.app, bulk, 2);
    await payWithTestProvider(t.app, bulk.slug, placed.cartId);
    const db = t.ctx.database.allStoresDb;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY * 1000).toISOString();
    // Statements of their own, as scripts/seed-long-history.ts writes them: the orders, then the lines.
    const copies = [1, 2, 2, 3].map((days, index) => ({
      ...order,
      id: `${order.id}-copy-${index}`,
      cart_id: `${order.cart_id}-copy-${index}`,
      number: order.number + 1 + index,
      created_at: daysAgo(days),
      updated_at: daysAgo(days),
      paid_at: daysAgo(days),
    }));
    await db.insertInto('orders').values(copies).execute();
    await db
      .insertInto('order_lines')
      .values(copies.flatMap((copy) => lines.map(({ id: _id, ...line }) => ({ ...line, order_id: copy.id }))))
      .execute();
    await db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', copies[3]!.id).execute();

    const data = await stats(7, bulk);
    expect(data.series.slice(-4)).toEqual([
      { date: daysAgo(3).slice(0, 10), revenue: 0, orders: 0 },
      { date: daysAgo(2).slice(0, 10), revenue: 4000, orders: 2 },
      { date: daysAgo(1).slice(0, 10), revenue: 2000, orders: 1 },
      { date: daysAgo(0).slice(0, 10), revenue: 2000, orders: 1 },
    ]);
    expect(data.top_products).toEqual([
      { product_id: bulk.productId, name: 'Guide', quantity: 8, revenue: 8000 },
    ]);
  });
});
