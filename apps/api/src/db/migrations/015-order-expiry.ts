import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The expiry job looks across stores for orders left unpaid since before a time (decision 017); this
 * index answers that without reading every order.
 */
export const orderExpiry: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_status_created_idx')
      .on('orders')
      .columns(['status', 'created_at'])
      .execute();
  },
});
