import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/** The folder of a logo the server stored for this store: `stores/<id>/logo/<uuid>`. */
const OWN_LOGO_URL =
  /^\/media\/(stores\/(\d+)\/logo\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/original\.\w+$/;

interface LegacyLogo {
  images?: { original?: { url?: unknown } };
  description?: unknown;
}

/**
 * Logos were a setting holding URLs a request could write, whose folder the next upload deleted. They
 * move into a table of their own, with the folder the server recorded. A stored logo whose URL is not
 * a folder of its own store's logos is dropped from the settings, and its files are left alone.
 */
async function moveLogosOutOfSettings(db: Kysely<unknown>) {
  const { rows } = await sql<{ store_id: number; value: string }>`
    select store_id, value from store_settings where name = 'store_logo'`.execute(db);
  for (const row of rows) {
    const logo = JSON.parse(row.value) as LegacyLogo | null;
    const url = logo?.images?.original?.url;
    const match = typeof url === 'string' ? OWN_LOGO_URL.exec(url) : null;
    if (!logo || !match || Number(match[2]) !== Number(row.store_id)) continue;
    const description = typeof logo.description === 'string' ? logo.description : '';
    await sql`insert into store_logos (store_id, description, variants, storage_prefix, created_at)
      values (${row.store_id}, ${description}, ${JSON.stringify(logo.images)}, ${match[1]},
        ${new Date().toISOString()})`.execute(db);
  }
  await sql`delete from store_settings where name = 'store_logo'`.execute(db);
}

/**
 * What the buyers of orders paid before this migration get: their products' items as they are now,
 * which is what those buyers saw until today.
 */
async function recordPaidOrdersGoods(db: Kysely<unknown>) {
  await sql`insert into order_items (store_id, order_id, product_id, product_item_id, position,
      product_name, product_type, name, url, text,
      file_key, file_name, file_size, file_mime_type, file_sha256, created_at)
    select order_lines.store_id, order_lines.order_id, order_lines.product_id, product_items.id,
      row_number() over (partition by order_lines.order_id
        order by order_lines.position, product_items.position, product_items.id) - 1,
      order_lines.name, product_items.product_type, product_items.name, product_items.url,
      product_items.text, product_items.file_key, product_items.file_name, product_items.file_size,
      product_items.file_mime_type, product_items.file_sha256, orders.paid_at
    from order_lines
    join orders on orders.id = order_lines.order_id and orders.store_id = order_lines.store_id
    join product_items on product_items.product_id = order_lines.product_id
      and product_items.store_id = order_lines.store_id
    where orders.status = 'paid'`.execute(db);
}

/**
 * Files by record (issue 14): logos the server recorded, products archived rather than deleted once
 * paid for, and what each paid order delivers written into the order, files included by key.
 */
export const filesAndPurchases: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('store_logos')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) =>
          col.notNull().unique().references('stores.id').onDelete('cascade'),
        )
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('variants', 'text', (col) => col.notNull())
        .addColumn('storage_prefix', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await moveLogosOutOfSettings(db);

      await db.schema.alterTable('products').addColumn('archived_at', 'text').execute();

      await db.schema
        .createTable('order_items')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
        .addColumn('product_item_id', 'integer', (col) =>
          col.references('product_items.id').onDelete('set null'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('product_type', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('url', 'text')
        .addColumn('text', 'text')
        .addColumn('file_key', 'text')
        .addColumn('file_name', 'text')
        .addColumn('file_size', 'integer')
        .addColumn('file_mime_type', 'text')
        .addColumn('file_sha256', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('order_items_order_idx')
        .on('order_items')
        .columns(['store_id', 'order_id', 'position'])
        .execute();
      await db.schema
        .createIndex('order_items_product_item_idx')
        .on('order_items')
        .columns(['store_id', 'product_item_id'])
        .execute();
      await db.schema
        .createIndex('order_items_file_idx')
        .on('order_items')
        .columns(['store_id', 'file_key'])
        .execute();
      await recordPaidOrdersGoods(db);

      // A download now names the order's item; the product item it came from may be long gone.
      await db.schema
        .alterTable('downloads')
        .addColumn('order_item_id', 'integer', (col) => col.references('order_items.id').onDelete('set null'))
        .execute();

      if (dialect === 'postgres') {
        await isolateStores(db, 'store_logos');
        await isolateStores(db, 'order_items');
      }
    },
  };
};
