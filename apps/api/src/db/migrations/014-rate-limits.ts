import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * Rate-limit counters in the database, so that every server process counts against one limit even
 * without Redis (decision 015). Keys are hashed: no e-mail or client address is kept in the clear.
 * No store owns a counter (a sign-in comes before any store), so the table has no `store_id`.
 */
export const rateLimits: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key_hash', 'text', (col) => col.primaryKey())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('resets_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_resets_idx').on('rate_limits').column('resets_at').execute();
  },
});
