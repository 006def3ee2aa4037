import { DISTANCE_SALES_THRESHOLD, isEuCountry, type DistanceSales } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { readSettings } from '../kernel/index.js';
import { periodLines } from './period-lines.js';

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
  const lines = await periodLines(db, storeId, {
    from: new Date(Date.UTC(year, 0, 1)).toISOString(),
    until: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
    testMode,
  });
  const amount = lines
    .filter(
      (line) =>
        (line.vat_treatment === 'domestic' || line.vat_treatment === 'oss') &&
        isEuCountry(line.buyer_country) &&
        line.buyer_country !== (line.seller_country ?? home),
    )
    .reduce((total, line) => total + line.base, 0);
  return {
    year,
    scheme: settings.vat_scheme ?? 'domestic',
    amount,
    threshold: DISTANCE_SALES_THRESHOLD,
    passed: amount > DISTANCE_SALES_THRESHOLD,
    test_mode: testMode,
  };
}
