import type { Db } from '../../db/database.js';
import { vatGroupKey, type VatTotalRow } from '@platform/contract';

const KEY = [
  'store_id',
  'test_mode',
  'year',
  'quarter',
  'section',
  'treatment',
  'country',
  'seller_country',
  'vat_rate',
  'vat_number',
] as const;

/**
 * Adds a document's rows to its store's VAT totals (decision 059), in the caller's transaction. The rows
 * are written in key order, so two transactions that add to the same groups lock them in one order.
 */
export async function addVatTotals(db: Db, rows: readonly VatTotalRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => vatGroupKey(a).localeCompare(vatGroupKey(b)));
  await db
    .insertInto('vat_totals')
    .values(sorted)
    .onConflict((conflict) =>
      conflict.columns([...KEY]).doUpdateSet((eb) => ({
        base: eb('vat_totals.base', '+', eb.ref('excluded.base')),
        vat: eb('vat_totals.vat', '+', eb.ref('excluded.vat')),
        rounding: eb('vat_totals.rounding', '+', eb.ref('excluded.rounding')),
        orders: eb('vat_totals.orders', '+', eb.ref('excluded.orders')),
      })),
    )
    .execute();
}

/** The store's VAT totals of the given quarters of a year, of test orders or live ones. */
export async function listVatTotals(
  db: Db,
  storeId: number,
  period: { year: number; quarters: readonly number[]; testMode: boolean },
) {
  const rows = await db
    .selectFrom('vat_totals')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('test_mode', '=', period.testMode ? 1 : 0)
    .where('year', '=', period.year)
    .where('quarter', 'in', period.quarters)
    .execute();
  // PostgreSQL's bigint sums arrive as text.
  return rows.map((row) => ({
    ...row,
    vat_rate: Number(row.vat_rate),
    base: Number(row.base),
    vat: Number(row.vat),
    rounding: Number(row.rounding),
    orders: Number(row.orders),
  }));
}

/** Counts a document in its store's day (decision 059), in the transaction that issues it. */
export async function countInvoiceDay(db: Db, storeId: number, day: string, documents = 1): Promise<void> {
  await db
    .insertInto('invoice_day_counts')
    .values({ store_id: storeId, day, documents })
    .onConflict((conflict) =>
      conflict.columns(['store_id', 'day']).doUpdateSet((eb) => ({
        documents: eb('invoice_day_counts.documents', '+', eb.ref('excluded.documents')),
      })),
    )
    .execute();
}

/** How many documents the store issued on the days of [from, to] (either open). */
export async function countInvoices(db: Db, storeId: number, days: { from?: string; to?: string }) {
  let query = db
    .selectFrom('invoice_day_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('documents'), eb.lit(0)).as('total'))
    .where('store_id', '=', storeId);
  if (days.from) query = query.where('day', '>=', days.from);
  if (days.to) query = query.where('day', '<=', days.to);
  return Number((await query.executeTakeFirstOrThrow()).total);
}
