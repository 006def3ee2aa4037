import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The cart's lines are read by store and cart. Migration 045's index on `store_id` alone (for the key to
 * the store) gave SQLite's planner, which has no statistics, a second index as good on paper as the
 * primary key's `cart_id`: it took the store's, and each cart read, cart save and checkout walked every
 * cart line of the store (54 ms with 500,000 carts, issue 29). One index on (store_id, cart_id,
 * position) serves that key as well and is the better of the two for every read of a cart, in the
 * order the lines are shown.
 */
export const cartLinesByCart: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('cart_lines_store_id_fk_idx').execute();
    await db.schema
      .createIndex('cart_lines_store_cart_idx')
      .on('cart_lines')
      .columns(['store_id', 'cart_id', 'position'])
      .execute();
  },
});
