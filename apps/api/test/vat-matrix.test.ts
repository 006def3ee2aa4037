import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAddress,
  createStore,
  createTestApp,
  payWithTestProvider,
  registerMerchant,
  TestClient,
  type TestApp,
} from './harness.js';
import { sellFromNlUnderOss } from './vat-helpers.js';
import { startViesStandIn } from './vies-stand-in.js';

/**
 * Issue 18's matrix: a Dutch b2c store and a Dutch b2b store, both on OSS, sell a standard product and
 * an e-book to consumers and businesses in NL, DE, FR and BE and to a consumer in the US. Every figure
 * below was worked out by hand from the rates (NL 21/9, DE 19/7, FR 20/5.5, BE 21/6) and the rule:
 * VAT rounded half up once per line (decision 029).
 */

const VALID_NUMBERS = {
  NL123456789B01: { name: 'Klant BV', address: 'Damrak 1, Amsterdam' },
  DE123456789: { name: 'Kunde GmbH', address: 'Unter den Linden 1, Berlin' },
  FR40303265045: { name: 'Client SARL', address: '1 Rue de Rivoli, Paris' },
  BE0123456789: { name: 'Klant NV', address: 'Grote Markt 1, Brussel' },
};

interface Buyer {
  label: string;
  country: string;
  vat_number?: string;
}

const BUYERS: Buyer[] = [
  { label: 'NL consumer', country: 'NL' },
  { label: 'NL business', country: 'NL', vat_number: 'NL123456789B01' },
  { label: 'DE consumer', country: 'DE' },
  { label: 'DE business', country: 'DE', vat_number: 'DE 123 456 789' },
  { label: 'FR consumer', country: 'FR' },
  { label: 'FR business', country: 'FR', vat_number: 'FR40303265045' },
  { label: 'BE consumer', country: 'BE' },
  { label: 'BE business', country: 'BE', vat_number: '0123.456.789' },
  { label: 'US consumer', country: 'US' },
];

/** Per buyer: [standard line, e-book line] as { rate, excl, vat, incl }, and the treatment. */
type Line = [rate: number, excl: number, vat: number, incl: number];
interface Expected {
  treatment: string;
  standard: Line;
  ebook: Line;
}

/** b2c: prices include VAT, €12.10 and €10.90; every consumer pays them, a business pays them less NL VAT. */
const B2C: Record<string, Expected> = {
  'NL consumer': { treatment: 'domestic', standard: [21, 1000, 210, 1210], ebook: [9, 1000, 90, 1090] },
  'NL business': { treatment: 'domestic', standard: [21, 1000, 210, 1210], ebook: [9, 1000, 90, 1090] },
  'DE consumer': { treatment: 'oss', standard: [19, 1017, 193, 1210], ebook: [7, 1019, 71, 1090] },
  'DE business': { treatment: 'reverse_charge', standard: [0, 1000, 0, 1000], ebook: [0, 1000, 0, 1000] },
  'FR consumer': { treatment: 'oss', standard: [20, 1008, 202, 1210], ebook: [5.5, 1033, 57, 1090] },
  'FR business': { treatment: 'reverse_charge', standard: [0, 1000, 0, 1000], ebook: [0, 1000, 0, 1000] },
  'BE consumer': { treatment: 'oss', standard: [21, 1000, 210, 1210], ebook: [6, 1028, 62, 1090] },
  'BE business': { treatment: 'reverse_charge', standard: [0, 1000, 0, 1000], ebook: [0, 1000, 0, 1000] },
  'US consumer': { treatment: 'outside_eu', standard: [0, 1210, 0, 1210], ebook: [0, 1090, 0, 1090] },
};

/** b2b: net prices €10.00 and €9.95, the buyer's VAT added (e-book VAT: 69.65 → 70, 54.725 → 55, 59.7 → 60). */
const B2B: Record<string, Expected> = {
  'NL consumer': { treatment: 'domestic', standard: [21, 1000, 210, 1210], ebook: [9, 995, 90, 1085] },
  'NL business': { treatment: 'domestic', standard: [21, 1000, 210, 1210], ebook: [9, 995, 90, 1085] },
  'DE consumer': { treatment: 'oss', standard: [19, 1000, 190, 1190], ebook: [7, 995, 70, 1065] },
  'DE business': { treatment: 'reverse_charge', standard: [0, 1000, 0, 1000], ebook: [0, 995, 0, 995] },
  'FR consumer': { treatment: 'oss', standard: [20, 1000, 200, 1200], ebook: [5.5, 995, 55, 1050] },
  'FR business': { treatment: 'reverse_charge', standard: [0, 1000, 0, 1000], ebook: [0, 995, 0, 995] },
  'BE consumer': { treatment: 'oss', standard: [21, 1000, 210, 1210], ebook: [6, 995, 60, 1055] },
  'BE business': { treatment: 'reverse_charge', standard: [0, 1000, 0, 1000], ebook: [0, 995, 0, 995] },
  'US consumer': { treatment: 'outside_eu', standard: [0, 1000, 0, 1000], ebook: [0, 995, 0, 995] },
};

interface Store {
  slug: string;
  storeId: number;
  token: string;
  client: TestClient;
  standardId: number;
  ebookId: number;
}

interface PlacedOrder {
  id: string;
  totals: { total_excl_vat: number; total_vat: number; total_incl_vat: number };
  lines: { vat_rate: number; total_excl_vat: number; total_vat: number; total_incl_vat: number }[];
}

describe('EU VAT per buyer: the matrix', () => {
  let t: TestApp;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;
  const stores: Record<'b2c' | 'b2b', Store> = {} as never;
  const placed: PlacedOrder[] = [];

  async function openStore(businessType: 'b2c' | 'b2b', prices: [number, number]): Promise<Store> {
    const { client, token } = await registerMerchant(t.app);
    const slug = `vat-${businessType}`;
    const storeId = (
      await createStore(client, token, { name: `VAT ${businessType}`, slug, business_type: businessType })
    ).id;
    await sellFromNlUnderOss(client, token, storeId);
    const product = async (body: object) => {
      const response = await client.post(
        '/v1/admin/product',
        { store_id: storeId, status: 'for_sale', ...body },
        { token },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; vat_class: string; vat_rate: number };
    };
    const standard = await product({ name: 'Course', price: prices[0], vat_class: 'standard' });
    // Made the old way, with only a rate: 9 % is the e-book class in the Netherlands.
    const ebook = await product({ name: 'E-book', price: prices[1], vat_rate: 9 });
    expect(ebook).toMatchObject({ vat_class: 'ebook', vat_rate: 9 });
    expect(standard).toMatchObject({ vat_class: 'standard', vat_rate: 21 });
    return { slug, storeId, token, client, standardId: standard.id, ebookId: ebook.id };
  }

  beforeAll(async () => {
    vies = await startViesStandIn(VALID_NUMBERS);
    t = await createTestApp({ VIES_API_URL: vies.url });
    stores.b2c = await openStore('b2c', [1210, 1090]);
    stores.b2b = await openStore('b2b', [1000, 995]);
  });
  afterAll(async () => {
    await t.close();
    await vies.close();
  });

  for (const [businessType, table] of [
    ['b2c', B2C],
    ['b2b', B2B],
  ] as const) {
    it(`charges each buyer of the ${businessType} store their VAT, to the cent, in the cart and the order`, async () => {
      const store = stores[businessType];
      for (const buyer of BUYERS) {
        const expected = table[buyer.label]!;
        const shopper = new TestClient(t.app);
        const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
          products: [
            { product_id: store.standardId, quantity: 1 },
            { product_id: store.ebookId, quantity: 1 },
          ],
        });
        const cartId = cart.json().data.id as string;
        const query = new URLSearchParams({
          country: buyer.country,
          ...(buyer.vat_number ? { vat_number: buyer.vat_number } : {}),
        });
        const priced = (await shopper.get(`/v1/store/${store.slug}/cart/${cartId}?${query}`)).json().data;
        const lineOf = ([rate, excl, vat, incl]: Line) => ({
          vat_rate: rate,
          total_excl_vat: excl,
          total_incl_vat: incl,
          vat,
        });
        const want = [lineOf(expected.standard), lineOf(expected.ebook)];
        const totals = {
          total_excl_vat: want[0]!.total_excl_vat + want[1]!.total_excl_vat,
          total_vat: want[0]!.vat + want[1]!.vat,
          total_incl_vat: want[0]!.total_incl_vat + want[1]!.total_incl_vat,
        };
        expect(
          priced.products.map(
            (line: { vat_rate: number; total_excl_vat: number; total_incl_vat: number }) => ({
              vat_rate: line.vat_rate,
              total_excl_vat: line.total_excl_vat,
              total_incl_vat: line.total_incl_vat,
            }),
          ),
          `${businessType} cart, ${buyer.label}`,
        ).toEqual(want.map(({ vat: _vat, ...line }) => line));
        expect(priced.totals, `${businessType} cart totals, ${buyer.label}`).toEqual(totals);
        expect(priced.vat.treatment).toBe(expected.treatment);

        const response = await shopper.post(`/v1/store/${store.slug}/order/${cartId}`, {
          email: 'buyer@example.com',
          customer_details: {
            name: buyer.label,
            country: buyer.country,
            ...(buyer.vat_number
              ? { company: `${buyer.label} Ltd`, vat_number: buyer.vat_number, ...businessAddress }
              : {}),
          },
          withdrawal_waiver: true,
        });
        expect(response.statusCode, response.body).toBe(201);
        const order = response.json().data;
        expect(order.vat, `${businessType} order, ${buyer.label}`).toEqual({
          treatment: expected.treatment,
          country: buyer.country,
        });
        expect(
          order.lines.map((line: PlacedOrder['lines'][number]) => ({
            vat_rate: line.vat_rate,
            total_excl_vat: line.total_excl_vat,
            total_incl_vat: line.total_incl_vat,
            vat: line.total_vat,
          })),
          `${businessType} order lines, ${buyer.label}`,
        ).toEqual(want);
        expect(order.totals, `${businessType} order totals, ${buyer.label}`).toEqual(totals);
        placed.push(order);
        const paid = await payWithTestProvider(t.app, store.slug, cartId);
        expect(paid.statusCode).toBeLessThan(400);
      }
    });
  }

  it('keeps a b2c price the same in every country while the VAT inside it changes', async () => {
    const store = stores.b2c;
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: store.standardId, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const seen: Record<string, unknown> = {};
    for (const country of ['NL', 'DE', 'FR', 'HU', 'FI', 'US']) {
      const { totals, products } = (
        await shopper.get(`/v1/store/${store.slug}/cart/${cartId}?country=${country}`)
      ).json().data;
      seen[country] = { price: products[0].unit_price, ...totals };
    }
    expect(seen).toEqual({
      NL: { price: 1210, total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 },
      DE: { price: 1210, total_excl_vat: 1017, total_vat: 193, total_incl_vat: 1210 },
      FR: { price: 1210, total_excl_vat: 1008, total_vat: 202, total_incl_vat: 1210 },
      // 27 %: 1210 / 1.27 = 952.76; 25.5 %: 1210 / 1.255 = 964.14.
      HU: { price: 1210, total_excl_vat: 953, total_vat: 257, total_incl_vat: 1210 },
      FI: { price: 1210, total_excl_vat: 964, total_vat: 246, total_incl_vat: 1210 },
      US: { price: 1210, total_excl_vat: 1210, total_vat: 0, total_incl_vat: 1210 },
    });
  });

  it('rounds VAT once per line, not per unit', async () => {
    // b2b, DE e-book ×3: 2985 × 7 % = 208.95 → 209 (per unit 69.65 → 70, ×3 would be 210).
    // b2c, FR e-book ×3: 3270 / 1.055 = 3099.53 → 3100 net, VAT 170 (per unit 57, ×3 would be 171).
    const cases = [
      {
        store: stores.b2b,
        country: 'DE',
        want: { total_excl_vat: 2985, total_vat: 209, total_incl_vat: 3194 },
      },
      {
        store: stores.b2c,
        country: 'FR',
        want: { total_excl_vat: 3100, total_vat: 170, total_incl_vat: 3270 },
      },
    ];
    for (const { store, country, want } of cases) {
      const shopper = new TestClient(t.app);
      const cart = await shopper.post(`/v1/store/${store.slug}/cart?country=${country}`, {
        products: [{ product_id: store.ebookId, quantity: 3 }],
      });
      expect(cart.json().data.totals).toEqual(want);
    }
  });

  it('charges the store’s own rate to every EU consumer under the domestic scheme, and still reverse charges', async () => {
    const store = stores.b2b;
    await store.client.post(
      '/v1/admin/settings',
      { store_id: store.storeId, settings: { vat_scheme: 'domestic' } },
      { token: store.token },
    );
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart?country=DE`, {
      products: [
        { product_id: store.standardId, quantity: 1 },
        { product_id: store.ebookId, quantity: 1 },
      ],
    });
    const data = cart.json().data;
    expect(data.vat.treatment).toBe('domestic');
    expect(data.products.map((line: { vat_rate: number }) => line.vat_rate)).toEqual([21, 9]);
    expect(data.totals).toEqual({ total_excl_vat: 1995, total_vat: 300, total_incl_vat: 2295 });
    const business = await shopper.get(
      `/v1/store/${store.slug}/cart/${data.id}?country=DE&vat_number=DE123456789`,
    );
    expect(business.json().data.vat).toMatchObject({ treatment: 'reverse_charge', vat_number: 'valid' });
    await store.client.post(
      '/v1/admin/settings',
      { store_id: store.storeId, settings: { vat_scheme: 'oss' } },
      { token: store.token },
    );
  });

  it('reports the quarter: OSS per state and rate, reverse charges per buyer, totals equal to the orders’', async () => {
    expect(placed).toHaveLength(18);
    const sum = (key: keyof PlacedOrder['totals']) =>
      placed.reduce((total, order) => total + order.totals[key], 0);
    for (const store of [stores.b2c, stores.b2b]) {
      const response = await store.client.get(
        `/v1/admin/vat/oss-report?store_id=${store.storeId}&year=2026&quarter=1`,
        { token: store.token },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const reportOf = async (store: Store) =>
      (
        await store.client.get(`/v1/admin/vat/oss-report?store_id=${store.storeId}&year=2026&quarter=1`, {
          token: store.token,
        })
      ).json().data;
    const b2c = await reportOf(stores.b2c);
    const b2b = await reportOf(stores.b2b);
    expect(b2c.test_mode).toBe(true);
    // The OSS return: consumers in DE, FR and BE, per rate (b2c figures from the table above).
    expect(b2c.oss).toEqual([
      { country: 'BE', vat_rate: 21, taxable_amount: 1000, vat: 210, orders: 1 },
      { country: 'BE', vat_rate: 6, taxable_amount: 1028, vat: 62, orders: 1 },
      { country: 'DE', vat_rate: 19, taxable_amount: 1017, vat: 193, orders: 1 },
      { country: 'DE', vat_rate: 7, taxable_amount: 1019, vat: 71, orders: 1 },
      { country: 'FR', vat_rate: 20, taxable_amount: 1008, vat: 202, orders: 1 },
      { country: 'FR', vat_rate: 5.5, taxable_amount: 1033, vat: 57, orders: 1 },
    ]);
    expect(b2b.reverse_charge).toEqual([
      {
        country: 'BE',
        vat_number: 'BE0123456789',
        company: 'BE business Ltd',
        taxable_amount: 1995,
        orders: 1,
      },
      {
        country: 'DE',
        vat_number: 'DE123456789',
        company: 'DE business Ltd',
        taxable_amount: 1995,
        orders: 1,
      },
      {
        country: 'FR',
        vat_number: 'FR40303265045',
        company: 'FR business Ltd',
        taxable_amount: 1995,
        orders: 1,
      },
    ]);
    // Every paid order is in exactly one treatment; together they are the totals its invoice states
    // (decision 054: VAT per rate on the base), which for these prices are the orders' too.
    const totalOf = (key: 'taxable_amount' | 'vat' | 'total' | 'orders') =>
      [...b2c.by_treatment, ...b2b.by_treatment].reduce(
        (total: number, row: Record<string, number>) => total + row[key]!,
        0,
      );
    const documents: PlacedOrder['totals'][] = [];
    for (const store of [stores.b2c, stores.b2b]) {
      const response = await store.client.get(`/v1/admin/invoice?store_id=${store.storeId}`, {
        token: store.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      documents.push(...(response.json().data as PlacedOrder['totals'][]));
    }
    expect(documents).toHaveLength(18);
    const stated = (key: keyof PlacedOrder['totals']) =>
      documents.reduce((total, document) => total + document[key], 0);
    expect(totalOf('orders')).toBe(18);
    expect(totalOf('taxable_amount')).toBe(stated('total_excl_vat'));
    expect(totalOf('vat')).toBe(stated('total_vat'));
    expect(totalOf('total')).toBe(stated('total_incl_vat'));
    expect(stated('total_excl_vat')).toBe(sum('total_excl_vat'));
    expect(stated('total_vat')).toBe(sum('total_vat'));
    expect(stated('total_incl_vat')).toBe(sum('total_incl_vat'));
    const ossVat = [...b2c.oss, ...b2b.oss].reduce(
      (total: number, row: { vat: number }) => total + row.vat,
      0,
    );
    const ossTreatment = [...b2c.by_treatment, ...b2b.by_treatment]
      .filter((row: { treatment: string }) => row.treatment === 'oss')
      .reduce((total: number, row: { vat: number }) => total + row.vat, 0);
    expect(ossVat).toBe(ossTreatment);
    expect(ossVat).toBe(193 + 71 + 202 + 57 + 210 + 62 + 190 + 70 + 200 + 55 + 210 + 60);

    const csv = await stores.b2b.client.get(
      `/v1/admin/vat/oss-report.csv?store_id=${stores.b2b.storeId}&year=2026&quarter=1`,
      { token: stores.b2b.token },
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('oss-2026-q1.csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('section,country,vat_rate,vat_number,company,taxable_amount,vat,orders');
    expect(rows).toContain('oss,FR,5.5,,,9.95,0.55,1');
    expect(rows).toContain('reverse_charge,DE,0,DE123456789,DE business Ltd,19.95,0.00,1');

    // Another quarter has none of them; another merchant sees none of them.
    const empty = (
      await stores.b2c.client.get(
        `/v1/admin/vat/oss-report?store_id=${stores.b2c.storeId}&year=2026&quarter=2`,
        {
          token: stores.b2c.token,
        },
      )
    ).json().data;
    expect(empty.oss).toEqual([]);
    const stranger = await registerMerchant(t.app);
    const foreign = await stranger.client.get(`/v1/admin/vat/oss-report?store_id=${stores.b2c.storeId}`, {
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves orders refunded whole out of the report', async () => {
    const store = stores.b2c;
    const before = (
      await store.client.get(`/v1/admin/vat/oss-report?store_id=${store.storeId}&year=2026&quarter=1`, {
        token: store.token,
      })
    ).json().data;
    const de = placed.find(
      (order) => order.lines[0]!.vat_rate === 19 && order.totals.total_incl_vat === 2300,
    )!;
    const refund = await store.client.post(
      `/v1/admin/order/${de.id}/refund`,
      { store_id: store.storeId },
      { token: store.token },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (
      await store.client.get(`/v1/admin/vat/oss-report?store_id=${store.storeId}&year=2026&quarter=1`, {
        token: store.token,
      })
    ).json().data;
    expect(after.oss.filter((row: { country: string }) => row.country === 'DE')).toEqual([]);
    expect(after.oss).toHaveLength(before.oss.length - 2);
  });
});
