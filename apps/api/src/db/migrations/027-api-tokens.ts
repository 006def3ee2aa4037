import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * API tokens for the admin API (decision 038): each bound to one store, with its scopes (a JSON array),
 * stored only as the SHA-256 of the token (shown once), when it was last used, and when it was revoked.
 */
export const apiTokens: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('token_hint', 'text', (col) => col.notNull())
        .addColumn('scopes', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_tokens_store_idx').on('api_tokens').column('store_id').execute();
      if (dialect === 'postgres') await isolateStores(db, 'api_tokens');
    },
  };
};
