import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

export const catalog: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const storeColumn = (table: string) =>
        db.schema
          .createTable(table)
          .addColumn('id', idType, (col) => col.primaryKey())
          .addColumn('store_id', 'integer', (col) =>
            col.notNull().references('stores.id').onDelete('cascade'),
          );

      await storeColumn('products')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('vat_rate', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('discount_type', 'text', (col) => col.notNull())
        .addColumn('discount_value', 'integer', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('products_store_slug_unique', ['store_id', 'slug'])
        .execute();
      await db.schema
        .createIndex('products_store_created_idx')
        .on('products')
        .columns(['store_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('products_store_status_idx')
        .on('products')
        .columns(['store_id', 'status'])
        .execute();

      await storeColumn('product_images')
        .addColumn('product_id', 'integer', (col) =>
          col.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('variants', 'text', (col) => col.notNull())
        .addColumn('storage_prefix', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('product_images_product_idx')
        .on('product_images')
        .columns(['store_id', 'product_id', 'position'])
        .execute();

      await storeColumn('product_items')
        .addColumn('product_id', 'integer', (col) =>
          col.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('product_type', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('url', 'text')
        .addColumn('text', 'text')
        .addColumn('file_key', 'text')
        .addColumn('file_name', 'text')
        .addColumn('file_size', 'integer')
        .addColumn('file_mime_type', 'text')
        .addColumn('file_sha256', 'text')
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('product_items_product_idx')
        .on('product_items')
        .columns(['store_id', 'product_id', 'position'])
        .execute();

      await storeColumn('storefronts')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('publication_status', 'text', (col) => col.notNull())
        .addColumn('is_home', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('storefronts_store_slug_unique', ['store_id', 'slug'])
        .execute();

      await db.schema
        .createTable('storefront_products')
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('storefront_id', 'integer', (col) =>
          col.notNull().references('storefronts.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (col) =>
          col.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('storefront_products_pk', ['storefront_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('storefront_products_product_idx')
        .on('storefront_products')
        .columns(['store_id', 'product_id'])
        .execute();
    },
  };
};
