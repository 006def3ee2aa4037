import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Licence keys (decision 039):
 *
 * - a product item of type `license_key` says where its keys come from (`license_source`: a pool the
 *   merchant uploads, or a `license_pattern` behind a `license_prefix`), how many activations a key
 *   allows and at how few keys left the admin warns;
 * - `license_keys` holds every key: a pool's before it is handed out (`available`), and each key a
 *   paid unit got (`assigned`, naming its order and the order's copy of the item), until the order is
 *   refunded (`disabled`). A key is unique in its store;
 * - an order's copy of the item counts the keys it should hold (`license_keys_wanted`, its line's
 *   quantity), so an order that paid while the pool was dry waits for the rest.
 */
export const licenseKeys: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('product_items').addColumn('license_source', 'text').execute();
      await db.schema.alterTable('product_items').addColumn('license_prefix', 'text').execute();
      await db.schema.alterTable('product_items').addColumn('license_pattern', 'text').execute();
      await db.schema.alterTable('product_items').addColumn('activation_limit', 'integer').execute();
      await db.schema.alterTable('product_items').addColumn('low_stock_threshold', 'integer').execute();
      await db.schema.alterTable('order_items').addColumn('license_keys_wanted', 'integer').execute();

      await db.schema
        .createTable('license_keys')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('product_item_id', 'integer', (col) =>
          col.references('product_items.id').onDelete('set null'),
        )
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('order_id', 'text', (col) => col.references('orders.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (col) => col.references('order_items.id').onDelete('set null'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('assigned_at', 'text')
        .addColumn('disabled_at', 'text')
        .execute();
      await db.schema
        .createIndex('license_keys_key_idx')
        .on('license_keys')
        .columns(['store_id', 'key'])
        .unique()
        .execute();
      // The public licence API finds a key before it knows the store.
      await db.schema.createIndex('license_keys_lookup_idx').on('license_keys').column('key').execute();
      await db.schema
        .createIndex('license_keys_pool_idx')
        .on('license_keys')
        .columns(['store_id', 'product_item_id', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('license_keys_order_idx')
        .on('license_keys')
        .columns(['store_id', 'order_id'])
        .execute();
      await db.schema
        .createIndex('license_keys_order_item_idx')
        .on('license_keys')
        .columns(['store_id', 'order_item_id'])
        .execute();
      if (dialect === 'postgres') await isolateStores(db, 'license_keys');
    },
  };
};
