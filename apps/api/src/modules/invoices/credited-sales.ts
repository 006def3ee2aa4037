import type { Db } from '../../db/database.js';
import { listCreditNotesIssued } from './invoices.repository.js';
import { snapshotOf } from './invoices.service.js';

/**
 * The lines of the store's credit notes issued in [from, until), negative, as the documents were issued:
 * their amounts and rates come from each credit note's record, never from the order or the catalogue
 * now, so a report subtracts exactly what was credited (decision 029). Each line carries its order's
 * treatment and buyer, so it falls in the same row of a report as the sale it corrects.
 */
export async function listCreditedSaleLines(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
) {
  const notes = await listCreditNotesIssued(db, storeId, period);
  return notes.flatMap(({ snapshot, ...order }) =>
    snapshotOf({ snapshot }).lines.map((line) => ({
      ...order,
      vat_rate: line.vat_rate,
      total_excl_vat: line.total_excl_vat,
      total_vat: line.total_vat,
      total_incl_vat: line.total_incl_vat,
    })),
  );
}
