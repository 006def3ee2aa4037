import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

export const paymentProviders: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_provider_configs')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull())
      .addColumn('secrets', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('payment_provider_configs_pk', ['store_id', 'provider'])
      .execute();
  },
});
