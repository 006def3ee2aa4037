import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, type TestApp, type TestClient } from './harness.js';
import { sellFromNlUnderOss, sellTo } from './vat-helpers.js';
import { startViesStandIn } from './vies-stand-in.js';

/**
 * The VAT reports match the books (issue 28, decision 029): a credit note comes off the OSS report and
 * the EC Sales List in the quarter it is issued in, per country and rate as its sale was reported, and
 * off the year's distance sales a store on the domestic scheme measures against the €10,000 threshold.
 */

const FR_BUSINESS = 'FR40303265045';
const DAY = 24 * 60 * 60;

interface Store {
  slug: string;
  storeId: number;
  token: string;
  client: TestClient;
  productId: number;
  email: string;
  password: string;
}

describe('VAT reports less credit notes', () => {
  let t: TestApp;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;

  beforeAll(async () => {
    vies = await startViesStandIn({
      [FR_BUSINESS]: { name: 'Client SARL', address: '1 Rue de Rivoli, Paris' },
    });
    t = await createTestApp({ VIES_API_URL: vies.url });
  });
  afterAll(async () => {
    await t.close();
    await vies.close();
  });

  /** A Dutch b2b store selling one product at a net price. */
  async function openStore(slug: string, price: number, scheme: 'oss' | 'domestic'): Promise<Store> {
    const { client, token, email, password } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: slug, slug, business_type: 'b2b' })).id;
    await sellFromNlUnderOss(client, token, storeId);
    if (scheme === 'domestic') {
      const saved = await client.post(
        '/v1/admin/settings',
        { store_id: storeId, settings: { vat_scheme: 'domestic' } },
        { token },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name: 'Course', price, vat_class: 'standard' },
      { token },
    );
    expect(product.statusCode, product.body).toBe(201);
    return { slug, storeId, token, client, productId: product.json().data.id, email, password };
  }

  /** Signs the merchant in again: a quarter later its session has ended. */
  async function signInAgain(store: Store) {
    const login = await store.client.post('/v1/auth/merchant/login', {
      email: store.email,
      password: store.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    store.token = login.json().data.authorization.token as string;
  }

  const sell = (store: Store, country: string, vatNumber?: string) =>
    sellTo(t.app, store, country, vatNumber);

  async function refund(store: Store, orderId: string, amount: number) {
    const response = await store.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: store.storeId, amount },
      { token: store.token },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  const report = async (store: Store, quarter: number) => {
    const response = await store.client.get(
      `/v1/admin/vat/oss-report?store_id=${store.storeId}&year=2026&quarter=${quarter}`,
      { token: store.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const distance = async (store: Store) => {
    const response = await store.client.get(`/v1/admin/vat/distance-sales?store_id=${store.storeId}`, {
      token: store.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('lists a French business refunded €30 of €110 at €80 in the EC Sales List', async () => {
    const store = await openStore('credit-ecsl', 11_000, 'oss');
    const orderId = await sell(store, 'FR', FR_BUSINESS);
    expect((await report(store, 1)).reverse_charge).toMatchObject([
      { country: 'FR', vat_number: FR_BUSINESS, taxable_amount: 11_000, orders: 1 },
    ]);
    await refund(store, orderId, 3_000);
    const q1 = await report(store, 1);
    expect(q1.reverse_charge).toEqual([
      { country: 'FR', vat_number: FR_BUSINESS, company: 'Client SARL', taxable_amount: 8_000, orders: 1 },
    ]);
    expect(q1.by_treatment).toContainEqual({
      treatment: 'reverse_charge',
      taxable_amount: 8_000,
      vat: 0,
      total: 8_000,
      orders: 1,
    });
    const csv = await store.client.get(
      `/v1/admin/vat/oss-report.csv?store_id=${store.storeId}&year=2026&quarter=1`,
      { token: store.token },
    );
    expect(csv.body.split('\r\n')).toContain(`reverse_charge,FR,0,${FR_BUSINESS},Client SARL,80.00,0.00,1`);
  });

  it('subtracts a partial credit note from the OSS report of the quarter it is issued in', async () => {
    const store = await openStore('credit-oss', 11_000, 'oss');
    // A French consumer pays €110 + 20 % = €132 in the first quarter.
    const orderId = await sell(store, 'FR');
    const sale = [{ country: 'FR', vat_rate: 20, taxable_amount: 11_000, vat: 2_200, orders: 1 }];
    expect((await report(store, 1)).oss).toEqual(sale);

    // €30 back in April: VAT 30 × 20/120 = €5, net €25, in the second quarter.
    t.clock.advance(90 * DAY);
    await signInAgain(store);
    await refund(store, orderId, 3_000);
    expect((await report(store, 1)).oss).toEqual(sale);
    const q2 = await report(store, 2);
    expect(q2.oss).toEqual([{ country: 'FR', vat_rate: 20, taxable_amount: -2_500, vat: -500, orders: 1 }]);
    const csv = await store.client.get(
      `/v1/admin/vat/oss-report.csv?store_id=${store.storeId}&year=2026&quarter=2`,
      { token: store.token },
    );
    // A negative amount is a number in a spreadsheet, not text guarded against formulas.
    expect(csv.body.split('\r\n')).toContain('oss,FR,20,,,-25.00,-5.00,1');
    expect(q2.by_treatment).toContainEqual({
      treatment: 'oss',
      taxable_amount: -2_500,
      vat: -500,
      total: -3_000,
      orders: 1,
    });

    // The rest back in the same quarter: the second quarter holds both credit notes, the first the sale.
    await refund(store, orderId, 10_200);
    expect((await report(store, 1)).oss).toEqual(sale);
    expect((await report(store, 2)).oss).toEqual([
      { country: 'FR', vat_rate: 20, taxable_amount: -11_000, vat: -2_200, orders: 1 },
    ]);
  });

  it('shows a domestic-scheme store its distance sales of the year against €10,000, less credit notes', async () => {
    const store = await openStore('distance', 600_000, 'domestic');
    expect(await distance(store)).toEqual({
      year: 2026,
      scheme: 'domestic',
      amount: 0,
      threshold: 1_000_000,
      passed: false,
      test_mode: true,
    });
    // A French consumer counts (€6,000 net, charged Dutch VAT); home, a business and outside the EU do not.
    const first = await sell(store, 'FR');
    await sell(store, 'NL');
    await sell(store, 'FR', FR_BUSINESS);
    await sell(store, 'US');
    expect(await distance(store)).toMatchObject({ amount: 600_000, passed: false });

    await sell(store, 'DE');
    expect(await distance(store)).toMatchObject({ amount: 1_200_000, passed: true });

    // €3,000 back of €7,260 at 21 %: VAT 520.66 → €520.66, net €2,479.34 comes off.
    await refund(store, first, 300_000);
    expect(await distance(store)).toMatchObject({ amount: 952_066, passed: false });

    const stranger = await registerMerchant(t.app);
    const foreign = await stranger.client.get(`/v1/admin/vat/distance-sales?store_id=${store.storeId}`, {
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
