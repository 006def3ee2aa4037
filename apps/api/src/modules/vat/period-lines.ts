import type { Db } from '../../db/database.js';
import { listCreditedSaleLines } from '../invoices/index.js';
import { listPaidSaleLines } from '../orders/index.js';

/**
 * What the store's VAT reports add up for [from, until): the lines of the orders paid in it, and the
 * negative lines of the credit notes issued in it. A credit note counts in its own period, not its
 * sale's, as the returns correct a sale when it is credited (decision 029).
 */
export async function periodLines(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
) {
  const [sales, credits] = await Promise.all([
    listPaidSaleLines(db, storeId, period),
    listCreditedSaleLines(db, storeId, period),
  ]);
  return [...sales, ...credits];
}
