import type { InvoiceKind } from '@platform/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InvoicesTable } from '../../db/schema.js';

/**
 * The store's next document number in a year, counted on in the caller's transaction. The counter's row
 * stays locked until that transaction ends (PostgreSQL; SQLite writes one transaction at a time), so
 * concurrent payments take their numbers one after another, and a payment that rolls back gives its
 * number back to the next: no gaps, no duplicates (decision 036, as decision 027 for order numbers).
 */
export async function takeInvoiceSequence(
  db: Db,
  storeId: number,
  series: string,
  year: number,
): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ store_id: storeId, series, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['store_id', 'series', 'year'])
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertInvoice(db: Db, invoice: Insertable<InvoicesTable>): Promise<number> {
  const row = await db.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findInvoice(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findOrderInvoice(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
}

/** What has been credited of an invoice already, in cents incl. VAT (a negative sum). */
export async function creditedTotal(db: Db, storeId: number, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_incl_vat'), eb.lit(0)).as('total'))
    .where('store_id', '=', storeId)
    .where('credits_invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface InvoiceFilter {
  from?: string;
  to?: string;
  orderId?: string;
}

/** A store's documents, oldest first, with their order's number and the number of the invoice a credit note corrects. */
export function listInvoices(db: Db, storeId: number, filter: InvoiceFilter, limit: number) {
  let query = db
    .selectFrom('invoices')
    .innerJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'invoices.order_id').onRef('orders.store_id', '=', 'invoices.store_id'),
    )
    .leftJoin('invoices as credited', (join) =>
      join
        .onRef('credited.id', '=', 'invoices.credits_invoice_id')
        .onRef('credited.store_id', '=', 'invoices.store_id'),
    )
    .selectAll('invoices')
    .select(['orders.number as order_number', 'orders.vat_treatment', 'credited.number as credits_number'])
    .where('invoices.store_id', '=', storeId);
  if (filter.from) query = query.where('invoices.issued_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('invoices.issued_at', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.orderId) query = query.where('invoices.order_id', '=', filter.orderId);
  return query.orderBy('invoices.year').orderBy('invoices.sequence').limit(limit).execute();
}

/** The store's documents of one kind, each with its order, of test orders or live ones as asked. */
function documentsWithOrders(db: Db, storeId: number, kind: InvoiceKind, testMode: boolean) {
  return db
    .selectFrom('invoices')
    .innerJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'invoices.order_id').onRef('orders.store_id', '=', 'invoices.store_id'),
    )
    .where('invoices.store_id', '=', storeId)
    .where('invoices.kind', '=', kind)
    .where('orders.test_mode', '=', testMode ? 1 : 0);
}

/**
 * The store's credit notes issued in [from, until), with how their order was taxed and to whom: what
 * the VAT reports subtract in the period a credit note is issued in (decision 029).
 */
export function listCreditNotesIssued(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
) {
  return documentsWithOrders(db, storeId, 'credit_note', period.testMode)
    .select([
      'invoices.order_id',
      'invoices.snapshot',
      'orders.vat_treatment',
      'orders.buyer_country',
      'orders.buyer_vat_number',
      'orders.buyer_company',
      'orders.seller_country',
    ])
    .where('invoices.issued_at', '>=', period.from)
    .where('invoices.issued_at', '<', period.until)
    .orderBy('invoices.year')
    .orderBy('invoices.sequence')
    .execute();
}

/**
 * The invoices of the store's orders paid in [from, until), whenever they were issued: the VAT reports
 * add up each paid order by what its invoice states (decision 054).
 */
export function listInvoicesOfOrdersPaid(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
) {
  return documentsWithOrders(db, storeId, 'invoice', period.testMode)
    .select(['invoices.order_id', 'invoices.snapshot'])
    .where('orders.paid_at', '>=', period.from)
    .where('orders.paid_at', '<', period.until)
    .execute();
}

/** Which of the store's given orders have a credit note. */
export async function ordersWithCreditNotes(db: Db, storeId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('invoices')
    .select('order_id')
    .distinct()
    .where('store_id', '=', storeId)
    .where('kind', '=', 'credit_note')
    .where('order_id', 'in', orderIds)
    .execute();
  return new Set(rows.map((row) => row.order_id));
}
