import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  payWithTestProvider,
  registerMerchant,
  TestClient,
  type TestApp,
} from './harness.js';
import { fillVatTotals } from '../src/db/migrations/050-vat-totals.js';
import { sellFromNlUnderOss } from './vat-helpers.js';

/**
 * The VAT reports add up what the documents state (issue 28, decisions 029 and 054): an invoice computes
 * each rate's VAT on its base, rounded once, and a b2c price's cent that does not split is a rounding
 * amount, not VAT. €19.95 at 19 % to a German consumer: the order's line holds net 16.76 and VAT 3.19,
 * the invoice states VAT 16.76 × 19 % = 3.18 and rounding 0.01. The OSS return declares 3.18.
 */

interface Document {
  id: number;
  kind: 'invoice' | 'credit_note';
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
}

describe('VAT reports that match the documents', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A Dutch b2c store on OSS selling a course at €19.95, and a German consumer who bought it. */
  async function soldToGermany(slug: string) {
    const { client, token } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: slug, slug, business_type: 'b2c' })).id;
    await sellFromNlUnderOss(client, token, storeId);
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name: 'Course', price: 1_995, vat_class: 'standard' },
      { token },
    );
    expect(product.statusCode, product.body).toBe(201);

    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [{ product_id: product.json().data.id, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const placed = await shopper.post(`/v1/store/${slug}/order/${cartId}`, {
      email: 'kaeufer@example.com',
      customer_details: { name: 'Käufer', country: 'DE' },
      withdrawal_waiver: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    // The order's line, VAT rounded on its own: 19.95 / 1.19 = 16.76 net, 3.19 VAT.
    expect(order.totals).toEqual({ total_excl_vat: 1_676, total_vat: 319, total_incl_vat: 1_995 });
    expect((await payWithTestProvider(t.app, slug, cartId)).statusCode).toBeLessThan(400);
    const report = async () => {
      const response = await client.get(`/v1/admin/vat/oss-report?store_id=${storeId}&year=2026&quarter=1`, {
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    return { client, token, storeId, orderId: order.id as string, report };
  }

  it('declares for Germany at 19 % what the invoice states, then that less the credit note', async () => {
    const { client, token, storeId, orderId, report } = await soldToGermany('books-match');
    const documents = async () => {
      const response = await client.get(`/v1/admin/invoice?store_id=${storeId}&order_id=${orderId}`, {
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Document[];
    };

    const [invoice] = await documents();
    // The invoice: VAT 16.76 × 19 % = 3.18, the cent apart as its rounding amount.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      total_excl_vat: 1_676,
      total_vat: 318,
      total_incl_vat: 1_995,
    });
    const sold = await report();
    expect(sold.oss).toEqual([
      {
        country: 'DE',
        vat_rate: 19,
        taxable_amount: invoice!.total_excl_vat,
        vat: invoice!.total_vat,
        orders: 1,
      },
    ]);
    // The rounding is neither base nor VAT; the treatment's total is what the buyer paid.
    expect(sold.by_treatment).toContainEqual({
      treatment: 'oss',
      taxable_amount: 1_676,
      vat: 318,
      total: 1_995,
      orders: 1,
    });

    // €2.72 back: its share split as a b2c price, 2.29 net and 0.43 VAT; the credit note states
    // 2.29 × 19 % = 0.44 and a rounding of 0.01.
    const refund = await client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: storeId, amount: 272 },
      { token },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const credit = (await documents()).find((document) => document.kind === 'credit_note');
    expect(credit).toMatchObject({ total_excl_vat: -229, total_vat: -44, total_incl_vat: -272 });
    const after = await report();
    expect(after.oss).toEqual([
      {
        country: 'DE',
        vat_rate: 19,
        taxable_amount: invoice!.total_excl_vat + credit!.total_excl_vat,
        vat: invoice!.total_vat + credit!.total_vat,
        orders: 1,
      },
    ]);
    expect(after.by_treatment).toContainEqual({
      treatment: 'oss',
      taxable_amount: 1_676 - 229,
      vat: 318 - 44,
      total: 1_995 - 272,
      orders: 1,
    });
    const csv = await client.get(`/v1/admin/vat/oss-report.csv?store_id=${storeId}&year=2026&quarter=1`, {
      token,
    });
    expect(csv.body.split('\r\n')).toContain('oss,DE,19,,,14.47,2.74,1');
  });

  it('counts an order paid without an invoice as its invoice would state it', async () => {
    const { storeId, orderId, report } = await soldToGermany('books-before-invoices');
    // An order paid before the store issued invoices has none; the migration that keeps the reports'
    // totals (050, decision 059) counts it from its lines.
    await t.ctx.database.allStoresDb
      .deleteFrom('invoices')
      .where('store_id', '=', storeId)
      .where('order_id', '=', orderId)
      .execute();
    await fillVatTotals(t.ctx.database.allStoresDb, storeId);
    expect((await report()).oss).toEqual([
      { country: 'DE', vat_rate: 19, taxable_amount: 1_676, vat: 318, orders: 1 },
    ]);
  });

  it('keeps an order refunded whole while a credit note subtracts it, and leaves it out without one', async () => {
    const { client, token, storeId, orderId, report } = await soldToGermany('books-refunded');
    const refunded = await client.post(`/v1/admin/order/${orderId}/refund`, { store_id: storeId }, { token });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const oss = async () =>
      (await report()).by_treatment.find((row: { treatment: string }) => row.treatment === 'oss');
    // The sale and its credit note cancel out: nothing to declare, one order in the quarter.
    expect(await oss()).toEqual({ treatment: 'oss', taxable_amount: 0, vat: 0, total: 0, orders: 1 });
    // An order refunded before the store issued credit notes has none: it was never reported, and the
    // migration that keeps the reports' totals (050, decision 059) leaves it out.
    await t.ctx.database.allStoresDb
      .deleteFrom('invoices')
      .where('store_id', '=', storeId)
      .where('order_id', '=', orderId)
      .where('kind', '=', 'credit_note')
      .execute();
    await fillVatTotals(t.ctx.database.allStoresDb, storeId);
    expect(await oss()).toEqual({ treatment: 'oss', taxable_amount: 0, vat: 0, total: 0, orders: 0 });
  });
});
