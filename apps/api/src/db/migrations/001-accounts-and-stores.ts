import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

export const accountsAndStores: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      for (const table of ['access_tokens', 'refresh_tokens'] as const) {
        let builder = db.schema
          .createTable(table)
          .addColumn('id', idType, (col) => col.primaryKey())
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('family_id', 'text', (col) => col.notNull())
          .addColumn('token_hash', 'text', (col) => col.notNull().unique())
          .addColumn('expires_at', 'text', (col) => col.notNull());
        if (table === 'refresh_tokens') builder = builder.addColumn('used_at', 'text');
        await builder
          .addColumn('revoked_at', 'text')
          .addColumn('created_at', 'text', (col) => col.notNull())
          .execute();
        await db.schema.createIndex(`${table}_family_idx`).on(table).column('family_id').execute();
      }

      await db.schema
        .createTable('stores')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('business_type', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('stores_owner_idx').on('stores').column('owner_id').execute();

      await db.schema
        .createTable('store_settings')
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('store_settings_pk', ['store_id', 'name'])
        .execute();
    },
  };
};
