import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Order numbers per store, #1001 onwards, without gaps (decision 027). A counter per store is taken
 * and moved on in the order's own transaction, so an order that rolls back gives its number back.
 * The orders there are already get theirs in the order they were placed, and the hash form in their
 * search text, as new orders have it.
 */
export const orderNumbers: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_number_counters')
      .addColumn('store_id', 'integer', (col) => col.primaryKey().references('stores.id').onDelete('cascade'))
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();

    // SQLite adds a NOT NULL column only with a default, which would hide an order written without its
    // number; there the column stays nullable, and every order is written with one.
    await db.schema.alterTable('orders').addColumn('number', 'integer').execute();
    await sql`update orders set number = numbered.number
      from (select id, 1000 + row_number() over (partition by store_id order by created_at, id) as number
        from orders) as numbered
      where orders.id = numbered.id`.execute(db);
    await sql`update orders set search_text = '#' || number || ' ' || search_text`.execute(db);
    await db.schema
      .createIndex('orders_store_number_idx')
      .on('orders')
      .columns(['store_id', 'number'])
      .unique()
      .execute();
    await sql`insert into order_number_counters (store_id, last_number)
      select store_id, max(number) from orders group by store_id`.execute(db);

    if (dialect === 'postgres') {
      await db.schema
        .alterTable('orders')
        .alterColumn('number', (col) => col.setNotNull())
        .execute();
      await isolateStores(db, 'order_number_counters');
    }
  },
});
