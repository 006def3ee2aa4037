import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

export const orders: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('cart_id', 'text', (col) => col.notNull().unique())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('customer_details', 'text', (col) => col.notNull())
        .addColumn('customer_name', 'text', (col) => col.notNull())
        .addColumn('business_type', 'text', (col) => col.notNull())
        .addColumn('total_excl_vat', 'integer', (col) => col.notNull())
        .addColumn('total_vat', 'integer', (col) => col.notNull())
        .addColumn('total_incl_vat', 'integer', (col) => col.notNull())
        .addColumn('test_mode', 'integer', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await db.schema
        .createIndex('orders_store_created_idx')
        .on('orders')
        .columns(['store_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('orders_store_status_idx')
        .on('orders')
        .columns(['store_id', 'status'])
        .execute();
      await db.schema
        .createIndex('orders_store_email_idx')
        .on('orders')
        .columns(['store_id', 'email'])
        .execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('unit_price', 'integer', (col) => col.notNull())
        .addColumn('vat_rate', 'integer', (col) => col.notNull())
        .addColumn('total_excl_vat', 'integer', (col) => col.notNull())
        .addColumn('total_incl_vat', 'integer', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('order_lines_order_idx')
        .on('order_lines')
        .columns(['store_id', 'order_id'])
        .execute();

      await db.schema
        .createTable('payments')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('checkout_url', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('payments_order_idx')
        .on('payments')
        .columns(['store_id', 'order_id'])
        .execute();

      await db.schema
        .createTable('order_events')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('order_events_order_idx')
        .on('order_events')
        .columns(['store_id', 'order_id'])
        .execute();

      await db.schema
        .createTable('outbox_emails')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('from_name', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_emails_due_idx')
        .on('outbox_emails')
        .columns(['status', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('login_tokens')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('customer_tokens')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('downloads')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (col) => col.references('product_items.id').onDelete('set null'))
        .addColumn('item_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('downloads_order_idx')
        .on('downloads')
        .columns(['store_id', 'order_id'])
        .execute();
    },
  };
};
