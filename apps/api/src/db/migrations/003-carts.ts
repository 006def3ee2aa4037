import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

export const carts: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('carts_store_idx').on('carts').columns(['store_id', 'id']).execute();

    await db.schema
      .createTable('cart_lines')
      .addColumn('cart_id', 'text', (col) => col.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) =>
        col.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('cart_lines_pk', ['cart_id', 'product_id'])
      .execute();
  },
});
