import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Webhooks for merchants (decision 037):
 *
 * - `webhook_endpoints`: a store's URL with the events it chose (a JSON array) and its signing secret,
 *   encrypted with APP_KEY (the admin shows it, the sender needs it, so it cannot be a hash).
 * - `webhook_deliveries`: one row per event per endpoint, the body frozen when the event happened,
 *   tried until it is answered with 2xx or three days passed; the last answer is kept for the log.
 */
export const webhooks: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_endpoints_store_idx')
        .on('webhook_endpoints')
        .column('store_id')
        .execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('endpoint_id', 'integer', (col) =>
          col.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('response_status', 'integer')
        .addColumn('response_excerpt', 'text')
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'id'])
        .execute();
      if (dialect === 'postgres') {
        await isolateStores(db, 'webhook_endpoints');
        await isolateStores(db, 'webhook_deliveries');
      }
    },
  };
};
