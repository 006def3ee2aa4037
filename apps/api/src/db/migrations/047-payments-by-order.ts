import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The key from payments to their order had only a partial index leading with `order_id` (the one open
 * payment per order), which serves no lookup of all an order's payments: on SQLite every order insert
 * (decision 038) read the whole payments table for the payments waiting on it, 6 ms of a checkout with
 * 100,000 paid orders (issue 29). PostgreSQL's key is on (order_id, store_id), which payments_order_idx
 * (store_id, order_id) already serves.
 */
export const paymentsByOrder: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await db.schema
      .createIndex('payments_order_id_store_id_fk_idx')
      .on('payments')
      .columns(['order_id', 'store_id'])
      .execute();
  },
});
