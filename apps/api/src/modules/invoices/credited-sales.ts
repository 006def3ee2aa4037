import type { Db } from '../../db/database.js';
import { reportedRates, type ReportedRate } from './invoiced-sales.js';
import { listCreditNotesIssued } from './invoices.repository.js';
import { snapshotOf } from './invoices.service.js';

/**
 * The rates of the store's credit notes issued in [from, until), negative, as the documents state them:
 * their amounts come from each credit note's record, never from the order or the catalogue now, so a
 * report subtracts exactly what was credited (decisions 029, 054). Each carries its order's treatment
 * and buyer, so it falls in the same row of a report as the sale it corrects.
 */
export async function listCreditedSales(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
): Promise<ReportedRate[]> {
  const notes = await listCreditNotesIssued(db, storeId, period);
  return notes.flatMap(({ snapshot, ...order }) => reportedRates(order, snapshotOf({ snapshot }).rates));
}
