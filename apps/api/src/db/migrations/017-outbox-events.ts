import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * What follows from a change (an order paid, cancelled, refunded) written as rows in the change's own
 * transaction, one per handler that reacts to it, and handled from there (decision 025): nothing that
 * a committed change causes is lost, and each handler's work is done once.
 */
export const outboxEvents: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox_events')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('topic', 'text', (col) => col.notNull())
        .addColumn('handler', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('handled_at', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_events_due_idx')
        .on('outbox_events')
        .columns(['status', 'next_attempt_at'])
        .execute();
      if (dialect === 'postgres') await isolateStores(db, 'outbox_events');
    },
  };
};
