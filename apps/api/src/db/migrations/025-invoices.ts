import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Invoices and credit notes (decision 036). Each paid order gets an invoice in the transaction that makes
 * it paid, each refund a credit note in the transaction that records it; both take their number from one
 * counter per store and year (`2026-0001`), moved on in that transaction, so a rollback gives the number
 * back and concurrent payments take turns: no gap, no duplicate. The record is a snapshot (JSON) of
 * everything the document shows, so settings changed later never rewrite an issued invoice.
 */
export const invoices: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoice_counters')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      // '' for real sales; 'TEST-' for test-mode orders, so that no money-less order takes a real number.
      .addColumn('series', 'text', (col) => col.notNull())
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('invoice_counters_pk', ['store_id', 'series', 'year'])
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => col.primaryKey())
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('number', 'text', (col) => col.notNull())
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('credits_invoice_id', 'integer', (col) => col.references('invoices.id'))
      .addColumn('refund_id', 'integer')
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('business', 'integer', (col) => col.notNull())
      .addColumn('buyer_name', 'text', (col) => col.notNull())
      .addColumn('total_excl_vat', 'integer', (col) => col.notNull())
      .addColumn('total_vat', 'integer', (col) => col.notNull())
      .addColumn('total_incl_vat', 'integer', (col) => col.notNull())
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('invoices_store_number_idx')
      .on('invoices')
      .columns(['store_id', 'number'])
      .unique()
      .execute();
    // One invoice per order; the admin's list reads a store's documents by date.
    await sql`create unique index invoices_order_invoice_idx on invoices (store_id, order_id)
      where kind = 'invoice'`.execute(db);
    await db.schema
      .createIndex('invoices_store_issued_idx')
      .on('invoices')
      .columns(['store_id', 'issued_at'])
      .execute();

    // What a queued e-mail carries besides its text, as references (JSON: `[{"invoice_id": 7}]`): the
    // worker renders the file from its record when it sends the mail, so no PDF sits in the outbox.
    await db.schema.alterTable('outbox_emails').addColumn('attachments', 'text').execute();

    if (dialect === 'postgres') {
      await isolateStores(db, 'invoice_counters');
      await isolateStores(db, 'invoices');
    }
  },
});
