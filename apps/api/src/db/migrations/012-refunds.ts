import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Refunds as rows of their own, written before they are sent (decision 013); payments marked when they
 * arrived for an order that could no longer take them; and at most one open payment per order.
 */
export const refunds: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('refunds')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('payment_id', 'integer', (col) =>
          col.notNull().references('payments.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('provider_reference', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('refunds_order_idx')
        .on('refunds')
        .columns(['store_id', 'order_id'])
        .execute();

      await db.schema
        .alterTable('payments')
        .addColumn('unmatched', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // Each earlier payment link opened a payment of its own; the newest stays open. The others can
      // still be paid at their provider, which the webhook then records (and refunds when unmatched).
      await sql`update payments set status = 'canceled'
        where status = 'open' and id < (
          select max(newest.id) from payments newest
          where newest.order_id = payments.order_id and newest.status = 'open'
        )`.execute(db);
      await db.schema
        .createIndex('payments_one_open_idx')
        .on('payments')
        .column('order_id')
        .unique()
        .where(sql.ref('status'), '=', sql.lit('open'))
        .execute();

      if (dialect === 'postgres') await isolateStores(db, 'refunds');
    },
  };
};
