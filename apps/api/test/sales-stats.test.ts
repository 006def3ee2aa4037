import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  MERCHANT_PASSWORD,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const DAY = 86_400;

describe("the store's sales and its orders as CSV", () => {
  let t: TestApp;
  let shop: ShopFixture;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    const merchant = await registerMerchant(t.app);
    email = merchant.email;
    const storeId = (
      await createStore(merchant.client, merchant.token, { name: 'Sales', slug: 'sales-stats' })
    ).id;
    const product = await merchant.client.post(
      '/v1/admin/product',
      { store_id: storeId, name: 'Guide', price: 1995, vat_rate: 21, status: 'for_sale' },
      { token: merchant.token },
    );
    shop = {
      client: merchant.client,
      token: merchant.token,
      storeId,
      slug: 'sales-stats',
      productId: product.json().data.id as number,
      fileBytes: Buffer.alloc(0),
    };
  });

  /** Days later the access token (an hour) has run out: the merchant signs in again. */
  const signInAgain = async () => {
    const login = await shop.client.post('/v1/auth/merchant/login', { email, password: MERCHANT_PASSWORD });
    shop.token = login.json().data.authorization.token as string;
  };
  afterAll(() => t.close());

  const stats = (days?: number, storeId = shop.storeId, token = shop.token) =>
    shop.client.get(`/v1/admin/stats/sales?store_id=${storeId}${days ? `&days=${days}` : ''}`, { token });
  const csv = (storeId = shop.storeId, token = shop.token) =>
    shop.client.get(`/v1/admin/order/export?store_id=${storeId}`, { token });
  const sell = async (quantity: number, details?: object) => {
    const placed = await placeOrder(t.app, shop, quantity, details);
    await payWithTestProvider(t.app, shop.slug, placed.cartId);
    return placed;
  };

  it('says a store without a sale has none, with a day of nothing for every day of the period', async () => {
    const answer = await stats(7);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.has_sales).toBe(false);
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toEqual({ date: '2026-01-15', revenue: 0, orders: 0 });
    expect(data.current).toEqual({ revenue: 0, orders: 0 });
    expect(data.top_products).toEqual([]);
  });

  it('sums paid orders per day against the period before, with the best sellers and the latest orders', async () => {
    await sell(1); // 2026-01-15: in the week before the one asked for
    t.clock.advance(8 * DAY);
    await sell(1); // 2026-01-23
    t.clock.advance(DAY);
    await sell(2); // 2026-01-24
    await placeOrder(t.app, shop, 5); // placed, never paid: no sale
    await signInAgain();

    const data = (await stats(7)).json().data;
    expect(data.has_sales).toBe(true);
    expect(data.series.map((day: { date: string }) => day.date)).toEqual([
      '2026-01-18',
      '2026-01-19',
      '2026-01-20',
      '2026-01-21',
      '2026-01-22',
      '2026-01-23',
      '2026-01-24',
    ]);
    expect(data.series.slice(-2)).toEqual([
      { date: '2026-01-23', revenue: 1995, orders: 1 },
      { date: '2026-01-24', revenue: 3990, orders: 1 },
    ]);
    expect(data.current).toEqual({ revenue: 5985, orders: 2 });
    expect(data.previous).toEqual({ revenue: 1995, orders: 1 });
    expect(data.previous_series[0]).toEqual({ date: '2026-01-11', revenue: 0, orders: 0 });
    expect(data.previous_series[4]).toEqual({ date: '2026-01-15', revenue: 1995, orders: 1 });
    expect(data.top_products).toEqual([
      { product_id: shop.productId, name: 'Guide', quantity: 3, revenue: 5985 },
    ]);
    expect(data.recent_orders).toHaveLength(4);
    expect(data.recent_orders[0]).toMatchObject({ status: 'pending', total_incl_vat: 9975 });

    // Thirty days by default, with all three sales in them.
    const month = (await stats()).json().data;
    expect(month.days).toBe(30);
    expect(month.current).toEqual({ revenue: 7980, orders: 3 });
  });

  it('refuses a period it does not offer, naming the field', async () => {
    const answer = await stats(8);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['days']);
  });

  it('exports every order with amounts in euros, a formula typed by a buyer defused', async () => {
    await sell(1, {
      email: 'formula@example.com',
      customer_details: { name: '=HYPERLINK("http://evil.example","klik")', country: 'BE' },
    });
    const answer = await csv();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="orders-${shop.storeId}.csv"`);
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      '"number","created_at","paid_at","status","email","name","company","vat_number","country","products","total_excl_vat","vat","total_incl_vat","test_order","discount_code","discount","invoice_number"',
    );
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines[1]).toMatch(/^"1001","2026-01-15T10:00:00.000Z","2026-01-15T10:00:\d\d.\d{3}Z","paid",/);
    expect(lines[1]).toContain('"Bea Buyer","","","NL","1 × Guide","16.49","3.46","19.95","yes","","",');
    expect(lines[5]).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")","","","BE"`);
    expect(lines[4]).toContain('"pending"');
    expect(lines[4]).toContain('"99.75"');
    expect(lines.at(-1)).toBe('');
  });

  it("answers 404 for another merchant's store, leaking neither figures nor orders", async () => {
    const intruder = await registerMerchant(t.app);
    const foreignStats = await stats(7, shop.storeId, intruder.token);
    expect(foreignStats.statusCode).toBe(404);
    expect(foreignStats.body).not.toContain('5985');
    const foreignCsv = await csv(shop.storeId, intruder.token);
    expect(foreignCsv.statusCode).toBe(404);
    expect(foreignCsv.body).not.toContain('Bea Buyer');

    // The intruder's own store answers only its own (nothing).
    const own = await shopWithProduct(t.app, 'sales-stats-other');
    const ownCsv = await own.client.get(`/v1/admin/order/export?store_id=${own.storeId}`, {
      token: own.token,
    });
    expect(ownCsv.body.split('\r\n')).toHaveLength(2);
    const ownStats = await own.client.get(`/v1/admin/stats/sales?store_id=${own.storeId}`, {
      token: own.token,
    });
    expect(ownStats.json().data.current).toEqual({ revenue: 0, orders: 0 });
    expect(ownStats.json().data.recent_orders).toEqual([]);
  });
});
