import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Reminders of abandoned checkouts: `orders.reminded_at` marks an order whose one reminder went out
 * (set by a conditional update, so it goes out once), and `reminder_unsubscribes` holds the addresses
 * that asked for no more reminders from a store.
 */
export const checkoutReminders: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('reminded_at', 'text').execute();
      await db.schema
        .createTable('reminder_unsubscribes')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('reminder_unsubscribes_store_email', ['store_id', 'email'])
        .execute();
      if (dialect === 'postgres') await isolateStores(db, 'reminder_unsubscribes');
    },
  };
};
