import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSalesTotals } from '../apps/api/src/db/migrations/049-sales-totals.js';
import { fillVatTotals } from '../apps/api/src/db/migrations/050-vat-totals.js';
import { createStore, createTestApp, registerMerchant, type TestApp } from '../apps/api/test/harness.js';
import { sellFromNlUnderOss, sellTo } from '../apps/api/test/vat-helpers.js';
import { startViesStandIn } from '../apps/api/test/vies-stand-in.js';
import { seedLongHistory } from './seed-long-history.js';

/**
 * The bench's long history (`scripts/seed-long-history.ts`, issue 29) copies a store's orders and
 * invoices in bulk; it adds to the VAT reports' totals and the invoice list's day counts as the app
 * does when it issues each invoice (decision 059): every quarter's report and the list's total are what
 * the migration computes from the copied documents themselves. The dashboard's totals, which triggers
 * keep (decision 058), are likewise what their migration computes from the copied orders.
 */

const FR_BUSINESS = 'FR40303265045';

describe('the long history for the bench', () => {
  let t: TestApp;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;

  beforeAll(async () => {
    vies = await startViesStandIn({ [FR_BUSINESS]: { name: 'Client SARL', address: '1 Rue de Rivoli' } });
    t = await createTestApp({ VIES_API_URL: vies.url });
  });
  afterAll(async () => {
    await t.close();
    await vies.close();
  });

  it('keeps the reports and the invoice list’s total as the documents it copies state them', async () => {
    const slug = 'long-history';
    const { client, token } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: slug, slug, business_type: 'b2b' })).id;
    await sellFromNlUnderOss(client, token, storeId);
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name: 'Course', price: 4_200, vat_class: 'standard' },
      { token },
    );
    expect(product.statusCode, product.body).toBe(201);
    for (const [country, vatNumber] of [['FR'], ['DE'], ['NL'], ['FR', FR_BUSINESS], ['US']]) {
      await sellTo(t.app, { slug, productId: product.json().data.id as number }, country!, vatNumber);
    }

    await seedLongHistory(t.ctx, storeId, { orders: 400, carts: 10 });
    const quarters = [2024, 2025].flatMap((year) => [1, 2, 3, 4].map((quarter) => ({ year, quarter })));
    quarters.push({ year: 2026, quarter: 1 });
    const figures = async () => {
      const reports = [];
      for (const { year, quarter } of quarters) {
        const response = await client.get(
          `/v1/admin/vat/oss-report?store_id=${storeId}&year=${year}&quarter=${quarter}`,
          { token },
        );
        expect(response.statusCode, response.body).toBe(200);
        reports.push(response.json().data);
      }
      const list = await client.get(`/v1/admin/invoice?store_id=${storeId}&from=2025-01-01&per_page=1`, {
        token,
      });
      const dashboard = await client.get(`/v1/admin/stats/sales?store_id=${storeId}&days=90`, { token });
      return { reports, total: list.json().meta.total, dashboard: dashboard.json().data };
    };
    const seeded = await figures();
    // 400 copies of 5 orders, all paid, over two years: a quarter holds about 50 of them.
    expect(
      seeded.reports[4].by_treatment.find((row: { treatment: string }) => row.treatment === 'oss').orders,
    ).toBeGreaterThan(10);
    // The dashboard's totals (decision 058), kept by triggers through the copy: the period before holds
    // copies.
    expect(seeded.dashboard.previous.orders).toBeGreaterThan(10);
    await fillVatTotals(t.ctx.database.allStoresDb, storeId);
    await fillSalesTotals(t.ctx.database.allStoresDb, storeId);
    expect(await figures()).toEqual(seeded);
  });
});
