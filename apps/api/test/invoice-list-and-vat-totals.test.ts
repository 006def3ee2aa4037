import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillVatTotals } from '../src/db/migrations/050-vat-totals.js';
import type { TestClient } from './harness.js';
import { createStore, createTestApp, registerMerchant, type TestApp } from './harness.js';
import { sellFromNlUnderOss, sellTo } from './vat-helpers.js';
import { startViesStandIn } from './vies-stand-in.js';

/**
 * The invoice list pages through a period with its total, and the VAT reports add up the totals each
 * document stored when it was issued (issue 29, decision 059): the figures are the documents' sums,
 * the same as the migration computes from the snapshots, and never another store's.
 */

const FR_BUSINESS = 'FR40303265045';

interface Document {
  id: number;
  kind: 'invoice' | 'credit_note';
  order_id: string;
  treatment: string;
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
}

interface Store {
  slug: string;
  storeId: number;
  token: string;
  client: TestClient;
  productId: number;
}

describe('the invoice list and the VAT totals', () => {
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

  /** A Dutch b2b store on OSS selling one product at a net price. */
  async function openStore(slug: string, price: number): Promise<Store> {
    const { client, token } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: slug, slug, business_type: 'b2b' })).id;
    await sellFromNlUnderOss(client, token, storeId);
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name: 'Course', price, vat_class: 'standard' },
      { token },
    );
    expect(product.statusCode, product.body).toBe(201);
    return { slug, storeId, token, client, productId: product.json().data.id };
  }

  const sell = (store: Store, country: string, vatNumber?: string) =>
    sellTo(t.app, store, country, vatNumber);

  async function refund(store: Store, orderId: string, amount?: number) {
    const response = await store.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: store.storeId, ...(amount ? { amount } : {}) },
      { token: store.token },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  const list = (store: Store, query: string) =>
    store.client.get(`/v1/admin/invoice?store_id=${store.storeId}&${query}`, { token: store.token });

  /** Every document of the store, page by page, and the total each page gave. */
  async function allDocuments(store: Store, perPage: number) {
    const documents: Document[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page += 1) {
      const response = await list(store, `page=${page}&per_page=${perPage}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.meta).toMatchObject({ page, per_page: perPage });
      totals.add(body.meta.total);
      documents.push(...body.data);
      if (body.data.length < perPage) break;
    }
    return { documents, totals: [...totals] };
  }

  const report = async (store: Store) => {
    const response = await store.client.get(
      `/v1/admin/vat/oss-report?store_id=${store.storeId}&year=2026&quarter=1`,
      { token: store.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('pages the documents with their total, and the reports add up what they state, of this store only', async () => {
    const store = await openStore('totals-main', 11_000);
    const other = await openStore('totals-other', 7_000);
    const french = await sell(store, 'FR');
    const german = await sell(store, 'DE');
    await sell(store, 'DE');
    await sell(store, 'NL');
    await sell(store, 'FR', FR_BUSINESS);
    await sell(store, 'US');
    await sell(other, 'DE');
    await sell(other, 'FR');
    // Two credit notes of one order in the quarter, and one order given back whole.
    await refund(store, french, 3_000);
    await refund(store, french, 2_000);
    await refund(store, german);

    const { documents, totals } = await allDocuments(store, 4);
    expect(documents).toHaveLength(9);
    expect(totals).toEqual([9]);
    expect(new Set(documents.map((document) => document.id)).size).toBe(9);
    const others = (await allDocuments(other, 4)).documents;
    expect(others.map((document) => document.id).filter((id) => documents.some((d) => d.id === id))).toEqual(
      [],
    );

    // Each treatment's figures are its documents' sums, each order counted once.
    const sold = await report(store);
    for (const row of sold.by_treatment) {
      const own = documents.filter((document) => document.treatment === row.treatment);
      expect(row, row.treatment).toEqual({
        treatment: row.treatment,
        taxable_amount: own.reduce((sum, document) => sum + document.total_excl_vat, 0),
        vat: own.reduce((sum, document) => sum + document.total_vat, 0),
        total: own.reduce((sum, document) => sum + document.total_incl_vat, 0),
        orders: new Set(own.map((document) => document.order_id)).size,
      });
    }
    // €110 + 20 % to France less €30 and €20 back, twice €110 + 19 % to Germany less one given back whole.
    expect(sold.oss).toEqual([
      { country: 'DE', vat_rate: 19, taxable_amount: 11_000, vat: 2_090, orders: 2 },
      {
        country: 'FR',
        vat_rate: 20,
        taxable_amount: 11_000 - 2_500 - 1_667,
        vat: 2_200 - 500 - 333,
        orders: 1,
      },
    ]);
    expect(sold.reverse_charge).toEqual([
      { country: 'FR', vat_number: FR_BUSINESS, company: 'Client SARL', taxable_amount: 11_000, orders: 1 },
    ]);
    // The migration computes the same from the documents' snapshots.
    await fillVatTotals(t.ctx.database.allStoresDb, store.storeId);
    expect(await report(store)).toEqual(sold);

    expect((await report(other)).oss).toEqual([
      { country: 'DE', vat_rate: 19, taxable_amount: 7_000, vat: 1_330, orders: 1 },
      { country: 'FR', vat_rate: 20, taxable_amount: 7_000, vat: 1_400, orders: 1 },
    ]);
  });

  it('counts a period by its days and asks for a page size within bounds', async () => {
    const store = await openStore('totals-pages', 5_000);
    await sell(store, 'NL');
    await sell(store, 'NL');
    const [first] = (await list(store, 'per_page=1')).json().data as { issued_at: string }[];
    const day = first!.issued_at.slice(0, 10);
    const ofDay = await list(store, `from=${day}&to=${day}&per_page=1&page=2`);
    expect(ofDay.statusCode, ofDay.body).toBe(200);
    expect(ofDay.json().meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect(ofDay.json().data).toHaveLength(1);
    const before = await list(store, `to=2025-12-31`);
    expect(before.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });

    for (const [query, field] of [
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['per_page=ten', 'per_page'],
      ['page=0', 'page'],
      ['page=99999999999', 'page'],
    ] as const) {
      const response = await list(store, query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});
