import {
  documentRates,
  invoiceLineOf,
  vatGroupKey,
  vatGroups,
  vatQuarterOf,
  type RateTotal,
  type TaxedSale,
  type VatClass,
  type VatTotalRow,
  type VatTreatment,
} from '@platform/contract';
import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import type { Database } from '../schema.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * The VAT reports' totals per store, quarter and group, and the invoice list's documents per day
 * (decision 059): each document adds to them when it is issued, so a report or a list's total reads a
 * bounded number of rows whatever the store's history. The documents there are get theirs here
 * (`fillVatTotals`), from their snapshots, by the rules the reports applied to the documents.
 */
export const vatTotals: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const money = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('vat_totals')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('test_mode', 'integer', (col) => col.notNull())
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('quarter', 'integer', (col) => col.notNull())
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('treatment', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('seller_country', 'text', (col) => col.notNull())
      .addColumn('vat_rate', dialect === 'postgres' ? 'double precision' : 'real', (col) => col.notNull())
      .addColumn('vat_number', 'text', (col) => col.notNull())
      .addColumn('company', 'text')
      .addColumn('base', money, (col) => col.notNull())
      .addColumn('vat', money, (col) => col.notNull())
      .addColumn('rounding', money, (col) => col.notNull())
      .addColumn('orders', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('vat_totals_pk', [
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
      ])
      .execute();
    await db.schema
      .createTable('invoice_day_counts')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('documents', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('invoice_day_counts_pk', ['store_id', 'day'])
      .execute();
    // The list pages through a period by issue time; SQLite's index ends in the row id already.
    if (dialect === 'postgres') {
      await db.schema.dropIndex('invoices_store_issued_idx').execute();
      await db.schema
        .createIndex('invoices_store_issued_idx')
        .on('invoices')
        .columns(['store_id', 'issued_at', 'id'])
        .execute();
      await isolateStores(db, 'vat_totals');
      await isolateStores(db, 'invoice_day_counts');
    }
    await fillVatTotals(db as Kysely<Database>);
  },
});

type Sale = TaxedSale & { store_id: number; order_id: string; test_mode: number };

/**
 * Computes the VAT totals and day counts of the documents there are, of one store or all, as the reports
 * counted them before decision 059: an order paid in a quarter by its invoice's rates (one without an
 * invoice, from before invoices, by its lines as an invoice would state them), one refunded whole only
 * when a credit note subtracts it, and each credit note in the quarter it was issued in.
 */
export async function fillVatTotals(db: Kysely<Database>, storeId?: number): Promise<void> {
  const ofStore = storeId === undefined ? sql`true` : sql`i.store_id = ${storeId}`;
  const own = storeId === undefined ? sql`true` : sql`store_id = ${storeId}`;
  await sql`delete from vat_totals where ${own}`.execute(db);
  await sql`delete from invoice_day_counts where ${own}`.execute(db);
  await sql`insert into invoice_day_counts (store_id, day, documents)
    select i.store_id, substr(i.issued_at, 1, 10), count(*) from invoices i
    where ${ofStore} group by i.store_id, substr(i.issued_at, 1, 10)`.execute(db);

  const totals = new Map<string, VatTotalRow>();
  const counted = new Set<string>();
  const add = (sale: Sale, countedAt: string, rates: readonly RateTotal[]) => {
    const { year, quarter } = vatQuarterOf(countedAt);
    for (const group of vatGroups(sale, rates)) {
      const key = [sale.store_id, sale.test_mode, year, quarter, vatGroupKey(group)].join('\u0001');
      const first = !counted.has(`${key}\u0001${sale.order_id}`);
      counted.add(`${key}\u0001${sale.order_id}`);
      const total = totals.get(key) ?? {
        ...group,
        base: 0,
        vat: 0,
        rounding: 0,
        store_id: sale.store_id,
        test_mode: sale.test_mode,
        year,
        quarter,
        orders: 0,
      };
      total.base += group.base;
      total.vat += group.vat;
      total.rounding += group.rounding;
      total.orders += first ? 1 : 0;
      totals.set(key, total);
    }
  };

  const sale = sql`o.test_mode, o.vat_treatment, o.buyer_country, o.buyer_vat_number, o.buyer_company, o.seller_country`;
  let after = 0;
  for (;;) {
    const batch = await sql<
      Sale & {
        id: number;
        kind: string;
        issued_at: string;
        snapshot: string;
        status: string;
        paid_at: string | null;
        credited: number;
      }
    >`select i.id, i.store_id, i.order_id, i.kind, i.issued_at, i.snapshot, o.status, o.paid_at, ${sale},
        case when exists (select 1 from invoices c where c.store_id = i.store_id and c.order_id = i.order_id
          and c.kind = 'credit_note') then 1 else 0 end as credited
      from invoices i join orders o on o.id = i.order_id and o.store_id = i.store_id
      where ${ofStore} and i.id > ${after} order by i.id limit 1000`.execute(db);
    for (const doc of batch.rows) {
      const rates = (JSON.parse(doc.snapshot) as { rates: RateTotal[] }).rates;
      if (doc.kind === 'credit_note') add(doc, doc.issued_at, rates);
      else if (
        doc.paid_at &&
        (doc.status === 'paid' || (doc.status === 'refunded' && Number(doc.credited) === 1))
      )
        add(doc, doc.paid_at, rates);
    }
    if (batch.rows.length < 1000) break;
    after = batch.rows.at(-1)!.id;
  }

  const uninvoiced = await sql<
    Sale & {
      paid_at: string;
      name: string;
      quantity: number;
      vat_rate: number;
      vat_class: VatClass | null;
      total_excl_vat: number;
      total_vat: number;
      total_incl_vat: number;
    }
  >`select o.store_id, o.id as order_id, o.paid_at, ${sale}, l.name, l.quantity, l.vat_rate, l.vat_class,
      l.total_excl_vat, l.total_vat, l.total_incl_vat
    from orders o join order_lines l on l.order_id = o.id and l.store_id = o.store_id
    where ${storeId === undefined ? sql`true` : sql`o.store_id = ${storeId}`} and o.status = 'paid'
      and o.paid_at is not null
      and not exists (select 1 from invoices i where i.store_id = o.store_id and i.order_id = o.id and i.kind = 'invoice')
    order by o.id, l.position`.execute(db);
  const byOrder = new Map<string, (typeof uninvoiced.rows)[number][]>();
  for (const line of uninvoiced.rows)
    byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  for (const lines of byOrder.values()) {
    const order = lines[0]!;
    const treatment = order.vat_treatment as VatTreatment;
    add(order, order.paid_at, documentRates(lines.map((line) => invoiceLineOf(treatment, line))));
  }

  const rows = [...totals.values()];
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto('vat_totals')
      .values(rows.slice(start, start + 200))
      .execute();
}
