import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAddress,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const DAY = 86_400;

/**
 * The orders page's export and date filters, and the customer list (issue 31, item 9): the export takes
 * the list's filters and has the products, company, VAT number, discount code and invoice number; the
 * list narrows by the days orders were placed; the buyers are listed by address with their orders.
 */
describe("the orders' export and date filters, and the store's buyers", () => {
  let t: TestApp;
  let shop: ShopFixture;
  const placed: Record<string, { id: string; number: number }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug('buyers'));
    const order = async (name: string, details: object, quantity = 1, pay = true) => {
      const { cartId, order } = await placeOrder(t.app, shop, quantity, details);
      if (pay) expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
      placed[name] = order;
    };
    // 15 January: a business buyer pays; 20 January: the same address (another case, a +tag) leaves
    // one unpaid; 2 February: another buyer pays for two.
    await order('business', {
      email: 'Nina@Acme.nl',
      customer_details: {
        name: 'Nina Jansen',
        country: 'NL',
        company: '+Acme Studio',
        vat_number: 'NL123456782B01',
        ...businessAddress,
      },
    });
    t.clock.advance(5 * DAY);
    await order(
      'unpaid',
      {
        email: 'nina+werk@acme.nl',
        customer_details: { name: 'Nina', country: 'NL' },
        withdrawal_waiver: true,
      },
      1,
      false,
    );
    t.clock.advance(13 * DAY);
    await order(
      'double',
      { email: 'bob@example.com', customer_details: { name: 'Bob', country: 'BE' }, withdrawal_waiver: true },
      2,
    );
    // Back to the day the merchant signed in: their session does not last the 18 days.
    t.clock.advance(-18 * DAY);
  });
  afterAll(() => t.close());

  const get = (path: string, token = shop.token) => shop.client.get(path, { token });
  const numbersOf = async (query: string) => {
    const answer = await get(`/v1/admin/order?store_id=${shop.storeId}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { data: { number: number }[]; meta: { total: number } };
    return { numbers: body.data.map((row) => row.number), total: body.meta.total };
  };
  const exported = async (query: string) => {
    const answer = await get(`/v1/admin/order/export?store_id=${shop.storeId}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [header, ...rows] = answer.body.split('\r\n');
    return { header: header!.split(','), rows: rows.filter(Boolean) };
  };

  it('lists the orders placed from one day to another, both included, alone or with a search', async () => {
    const { business, unpaid, double } = placed;
    expect(await numbersOf('&from=2026-01-16&to=2026-01-31')).toEqual({
      numbers: [unpaid!.number],
      total: 1,
    });
    expect(await numbersOf('&to=2026-01-15')).toEqual({ numbers: [business!.number], total: 1 });
    expect(await numbersOf('&from=2026-01-20')).toEqual({
      numbers: [double!.number, unpaid!.number],
      total: 2,
    });
    expect(await numbersOf('&from=2026-01-15&to=2026-02-02')).toMatchObject({ total: 3 });
    expect(await numbersOf('&search=nina&from=2026-01-16')).toEqual({ numbers: [unpaid!.number], total: 1 });
    expect(await numbersOf('&status=paid&from=2026-01-01&to=2026-01-31')).toEqual({
      numbers: [business!.number],
      total: 1,
    });
  });

  it('refuses a last day before the first, or a day that does not exist, naming the field', async () => {
    const reversed = await get(`/v1/admin/order?store_id=${shop.storeId}&from=2026-02-01&to=2026-01-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['The last day lies before the first.'] });
    const impossible = await get(`/v1/admin/order/export?store_id=${shop.storeId}&from=2026-02-30`);
    expect(impossible.statusCode).toBe(422);
    expect(Object.keys(impossible.json().errors)).toEqual(['from']);
    // A month 13 is no date at all: refused the same way, not a failure of the server.
    const noSuchMonth = await get(`/v1/admin/order?store_id=${shop.storeId}&to=2026-13-45`);
    expect(noSuchMonth.statusCode).toBe(422);
    expect(Object.keys(noSuchMonth.json().errors)).toEqual(['to']);
  });

  it('exports the orders the list selects, with products, company, VAT number and invoice number', async () => {
    const { business, unpaid } = placed;
    const { header, rows } = await exported('&from=2026-01-15&to=2026-01-20');
    expect(header).toEqual(
      [
        'number',
        'created_at',
        'paid_at',
        'status',
        'email',
        'name',
        'company',
        'vat_number',
        'country',
        'products',
        'total_excl_vat',
        'vat',
        'total_incl_vat',
        'test_order',
        'discount_code',
        'discount',
        'invoice_number',
      ].map((name) => `"${name}"`),
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toMatch(new RegExp(`^"${business!.number}","2026-01-15T10:00:00.000Z",`));
    // A company typed as "+Acme Studio" is not read as a formula by a spreadsheet.
    expect(first).toContain(
      `"nina@acme.nl","Nina Jansen","'+Acme Studio","NL123456782B01","NL","1 × Guide",`,
    );
    expect(first).toMatch(/,"yes","","","TEST-2026-\d{4}"$/);
    expect(second).toMatch(new RegExp(`^"${unpaid!.number}",`));
    expect(second).toContain('"pending","nina+werk@acme.nl","Nina","","","NL","1 × Guide",');
    expect(second).toMatch(/,"yes","","",""$/);

    const searched = await exported('&search=bob');
    expect(searched.rows).toHaveLength(1);
    expect(searched.rows[0]).toContain(
      '"bob@example.com","Bob","","","BE","2 × Guide","32.98","6.92","39.90"',
    );
    expect((await exported('&status=pending')).rows.map((row) => row.split(',')[0])).toEqual([
      `"${unpaid!.number}"`,
    ]);
  });

  it("lists the store's buyers by address, with their orders, what they paid and their latest order", async () => {
    const answer = await get(`/v1/admin/customer?store_id=${shop.storeId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: [
        {
          customer: 'bob@example.com',
          email: 'bob@example.com',
          name: 'Bob',
          orders: 1,
          total_spent: 3990,
          last_order_at: '2026-02-02T10:00:00.000Z',
        },
        {
          // The +tag and the capitals are one address, as the shop counts them (decision 048).
          customer: 'nina@acme.nl',
          email: 'nina@acme.nl',
          name: 'Nina Jansen',
          orders: 2,
          total_spent: 1995,
          last_order_at: '2026-01-20T10:00:00.000Z',
        },
      ],
      meta: { total: 2, total_capped: false, page: 1, per_page: 20 },
    });
    const found = await get(`/v1/admin/customer?store_id=${shop.storeId}&search=NIN`);
    expect(found.json().data.map((row: { customer: string }) => row.customer)).toEqual(['nina@acme.nl']);
    expect((await get(`/v1/admin/customer?store_id=${shop.storeId}&search=acme`)).json().data).toEqual([]);

    // A buyer's orders: the list takes the customer's key.
    expect(await numbersOf('&customer=nina@acme.nl')).toEqual({
      numbers: [placed.unpaid!.number, placed.business!.number],
      total: 2,
    });
    expect((await exported('&customer=bob@example.com')).rows).toHaveLength(1);
  });

  it("never shows another store's buyers, and answers another merchant 404", async () => {
    const other = await shopWithProduct(t.app, uniqueSlug('other-buyers'));
    const sold = await placeOrder(t.app, other, 1, {
      email: 'alien@example.com',
      customer_details: { name: 'Alien', country: 'NL' },
      withdrawal_waiver: true,
    });
    await payWithTestProvider(t.app, other.slug, sold.cartId);

    const mine = await get(`/v1/admin/customer?store_id=${shop.storeId}&per_page=100`);
    expect(mine.body).not.toContain('alien@example.com');
    const theirs = await other.client.get(`/v1/admin/customer?store_id=${other.storeId}`, {
      token: other.token,
    });
    expect(theirs.json().data.map((row: { customer: string }) => row.customer)).toEqual([
      'alien@example.com',
    ]);
    expect(await numbersOf('&customer=alien@example.com')).toEqual({ numbers: [], total: 0 });

    const intruder = await registerMerchant(t.app);
    const foreign = await get(`/v1/admin/customer?store_id=${shop.storeId}`, intruder.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('nina');
  });
});
