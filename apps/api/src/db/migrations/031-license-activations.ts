import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * The instances a licence key is activated on (decision 039), counted against its item's
 * `activation_limit`. `instance_id` is random and public: the licensed program keeps it to validate
 * and to deactivate; a deactivation deletes the row, freeing its place.
 */
export const licenseActivations: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('license_activations')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('license_key_id', 'integer', (col) =>
          col.notNull().references('license_keys.id').onDelete('cascade'),
        )
        .addColumn('instance_id', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('license_activations_key_idx')
        .on('license_activations')
        .columns(['store_id', 'license_key_id'])
        .execute();
      if (dialect === 'postgres') await isolateStores(db, 'license_activations');
    },
  };
};
