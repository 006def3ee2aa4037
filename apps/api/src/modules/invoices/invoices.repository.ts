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

/** Where a list of documents starts: after so many, or after one (the archive's batches). */
export type InvoiceWindow = { limit: number } & (
  { offset: number } | { after: { issued_at: string; id: number } | null }
);

/**
 * A store's documents, in the order they were issued, with their order's number and treatment and the
 * number of the invoice a credit note corrects. The index on (store_id, issued_at, id) serves the
 * period and the order, so a page reads its own rows (decision 059).
 */
export function listInvoices(db: Db, storeId: number, filter: InvoiceFilter, window: InvoiceWindow) {
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
  if ('after' in window && window.after) {
    const { issued_at, id } = window.after;
    query = query.where((eb) =>
      eb.or([
        eb('invoices.issued_at', '>', issued_at),
        eb.and([eb('invoices.issued_at', '=', issued_at), eb('invoices.id', '>', id)]),
      ]),
    );
  }
  query = query.orderBy('invoices.issued_at').orderBy('invoices.id').limit(window.limit);
  return 'offset' in window ? query.offset(window.offset).execute() : query.execute();
}

/** How many documents one of the store's orders has in a period: a handful, counted one by one. */
export async function countOrderInvoices(
  db: Db,
  storeId: number,
  filter: InvoiceFilter & { orderId: string },
): Promise<number> {
  let query = db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('store_id', '=', storeId)
    .where('order_id', '=', filter.orderId);
  if (filter.from) query = query.where('issued_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('issued_at', '<=', `${filter.to}T23:59:59.999Z`);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The credit notes of one of the store's orders, with when they were issued. */
export function listOrderCreditNotes(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'issued_at', 'snapshot'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('kind', '=', 'credit_note')
    .execute();
}
