import { DISTANCE_SALES_THRESHOLD, isEuCountry, type DistanceSales } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { readSettings } from '../kernel/index.js';
import { listVatTotals } from './vat-totals.repository.js';

/**
 * The store's distance sales of the calendar year (UTC) against the EU's €10,000 threshold (decision
 * 029): its consumer sales to other member states, the taxable amounts their invoices state, less the
 * credit notes issued this year, whether they were charged at home (`domestic`) or under OSS. A sale's
 * own seller country counts, so a store that moved keeps its earlier sales where they were made.
 */
export async function distanceSales(ctx: AppContext, storeId: number): Promise<DistanceSales> {
  const year = ctx.clock.now().getUTCFullYear();
  const db = ctx.database.db;
  const settings = await readSettings(db, storeId, ['country', 'vat_scheme', 'test_mode']);
  const testMode = settings.test_mode!.value;
  const home = settings.country ?? 'NL';
  const rows = await listVatTotals(db, storeId, { year, quarters: [1, 2, 3, 4], testMode });
  const amount = rows
    .filter(
      (row) =>
        row.section === 'treatment' &&
        (row.treatment === 'domestic' || row.treatment === 'oss') &&
        isEuCountry(row.country) &&
        row.country !== (row.seller_country || home),
    )
    .reduce((total, row) => total + row.base, 0);
  return {
    year,
    scheme: settings.vat_scheme ?? 'domestic',
    amount,
    threshold: DISTANCE_SALES_THRESHOLD,
    passed: amount > DISTANCE_SALES_THRESHOLD,
    test_mode: testMode,
  };
}
