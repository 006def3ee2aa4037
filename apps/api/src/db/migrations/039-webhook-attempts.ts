import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * `webhook_attempts`: every attempt at a webhook delivery, with what the endpoint answered (its status
 * and the start of its body) or why nothing came, and how long it took. The delivery row keeps only
 * the last answer; a merchant working out why an endpoint failed on Tuesday and worked on Wednesday
 * needs each of them. A delivery is tried for three days at most, so it has some twenty rows at most,
 * and they go with it.
 *
 * On PostgreSQL the keys include `store_id` from the start (decision 035).
 */
export const webhookAttempts: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`create table webhook_attempts (
        id serial,
        store_id integer not null references stores (id) on delete cascade,
        delivery_id integer not null,
        attempted_at text not null,
        response_status integer,
        response_excerpt text,
        error text,
        duration_ms integer not null,
        primary key (id, store_id),
        foreign key (delivery_id, store_id) references webhook_deliveries (id, store_id) on delete cascade
      )`.execute(db);
      await isolateStores(db, 'webhook_attempts');
    } else {
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('delivery_id', 'integer', (col) =>
          col.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('attempted_at', 'text', (col) => col.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_excerpt', 'text')
        .addColumn('error', 'text')
        .addColumn('duration_ms', 'integer', (col) => col.notNull())
        .execute();
    }
    await db.schema
      .createIndex('webhook_attempts_delivery_idx')
      .on('webhook_attempts')
      .columns(['delivery_id', 'id'])
      .execute();
  },
});
