import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * Discount codes (decision 040):
 *
 * - `discount_codes`: a store's code, unique per store without regard to case (`code_key` is its
 *   lower case), its kind and value, its window and limits, the products it is for (a JSON array, empty
 *   for all) and its counters: `uses` (paid orders) and `reserved` (orders placed and not yet paid).
 * - `carts.discount_code`: the code the shopper entered, priced anew with every look at the cart.
 * - The order freezes the code and the amount taken off (`discount_code`, `discount_amount`), with the
 *   code's id (no reference: deleting a code leaves its orders as they were) and how its use stands
 *   (`discount_state`: reserved, used or released).
 */
export const discountCodes: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('discount_codes')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('code_key', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('value', 'integer', (col) => col.notNull())
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('max_uses', 'integer')
        .addColumn('max_uses_per_email', 'integer')
        .addColumn('product_ids', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('minimum_total', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reserved', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('discount_codes_store_code_key', ['store_id', 'code_key'])
        .execute();
      await db.schema.alterTable('carts').addColumn('discount_code', 'text').execute();
      await db.schema.alterTable('orders').addColumn('discount_code_id', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('discount_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('discount_state', 'text').execute();
      await db.schema
        .createIndex('orders_discount_email_idx')
        .on('orders')
        .columns(['store_id', 'discount_code_id', 'email'])
        .execute();
      if (dialect === 'postgres') await isolateStores(db, 'discount_codes');
    },
  };
};
