import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * Password-reset links (decision 023): the token only as its hash, single use, with an expiry, and the
 * address the link was sent to, so that a link stops working when the account's address changes. A
 * merchant account belongs to no store, so neither does a reset: no `store_id`, no row-level policy.
 */
export const passwordResets: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_resets')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('password_resets_user_idx')
        .on('password_resets')
        .column('user_id')
        .execute();
    },
  };
};
