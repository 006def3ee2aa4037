import type { Db } from '../../db/database.js';
import { listCreditedSales, listInvoicedSales } from '../invoices/index.js';

/**
 * What the store's VAT reports add up for [from, until), one line per document and rate: the rates the
 * invoices of the orders paid in it state, and the negative rates of the credit notes issued in it. A
 * report's VAT is so the sum of the VAT its documents state, computed per rate on the base (decision
 * 054), not the order lines' VAT each rounded on its own. A credit note counts in its own period, not
 * its sale's, as the returns correct a sale when it is credited (decision 029).
 */
export async function periodLines(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
) {
  const [sales, credits] = await Promise.all([
    listInvoicedSales(db, storeId, period),
    listCreditedSales(db, storeId, period),
  ]);
  return [...sales, ...credits];
}
