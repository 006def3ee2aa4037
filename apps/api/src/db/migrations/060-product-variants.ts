import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';
import { contentTriggers } from './016-content-version-by-trigger.js';

/** Shop content added after migration 016: its writes move the store's content version on too. */
export const LATER_CONTENT_TABLES = ['product_variants'] as const;

/**
 * Variants and pay what you want (decision 076):
 *
 * - `product_variants`: what a buyer chooses between, each product having one at least. A variant has a
 *   name in the store's language (empty for the one variant a product had before: it shows the
 *   product's name) and in others (`translations`, as a product's, decision 033), its price (cents, as
 *   the store enters prices), optionally its own VAT class and licence activation limit (null: the
 *   product's and the item's), its place, and pay what you want: the flag, the minimum and suggested
 *   price and whether discount codes apply to it.
 * - Every product gets one variant from its price, so the product reads and sells as before.
 * - `product_items.variant_id`: an item only that variant's buyers get; null: every variant's.
 * - `cart_lines.variant_id` (the product's variant the shopper chose; filled with the one variant of the
 *   lines there are) and `chosen_price` (the amount paid for a pay-what-you-want variant).
 * - `order_lines.variant_id` and `variant_name`: what the order sold, kept as it was (no reference, as
 *   an order keeps its discount code's id: removing the variant changes no order).
 *
 * On PostgreSQL the keys include `store_id` (decision 035) and the table is held to its store (008).
 */
export const productVariants: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`create table product_variants (
        id serial,
        store_id integer not null references stores (id) on delete cascade,
        product_id integer not null,
        name text not null default '',
        translations text not null default '{}',
        price integer not null,
        vat_class text,
        activation_limit integer,
        position integer not null,
        pay_what_you_want integer not null default 0,
        minimum_price integer not null default 0,
        suggested_price integer not null default 0,
        discount_codes_apply integer not null default 0,
        created_at text not null,
        updated_at text not null,
        primary key (id, store_id),
        foreign key (product_id, store_id) references products (id, store_id) on delete cascade
      )`.execute(db);
      await isolateStores(db, 'product_variants');
      await sql`alter table product_items add column variant_id integer,
        add foreign key (variant_id, store_id) references product_variants (id, store_id)`.execute(db);
      await sql`alter table cart_lines add column variant_id integer,
        add foreign key (variant_id, store_id) references product_variants (id, store_id) on delete cascade`.execute(
        db,
      );
    } else {
      await db.schema
        .createTable('product_variants')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) =>
          col.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('vat_class', 'text')
        .addColumn('activation_limit', 'integer')
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('pay_what_you_want', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('minimum_price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('suggested_price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('discount_codes_apply', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .alterTable('product_items')
        .addColumn('variant_id', 'integer', (col) => col.references('product_variants.id'))
        .execute();
      await db.schema
        .alterTable('cart_lines')
        .addColumn('variant_id', 'integer', (col) =>
          col.references('product_variants.id').onDelete('cascade'),
        )
        .execute();
    }
    await db.schema
      .createIndex('product_variants_product_idx')
      .on('product_variants')
      .columns(['product_id', 'store_id', 'position'])
      .execute();
    // The key to the store itself: used only when a store is deleted, which then finds its rows.
    await db.schema
      .createIndex('product_variants_store_idx')
      .on('product_variants')
      .column('store_id')
      .execute();
    await db.schema
      .createIndex('product_items_variant_idx')
      .on('product_items')
      .columns(['variant_id', 'store_id'])
      .execute();
    await db.schema
      .createIndex('cart_lines_variant_idx')
      .on('cart_lines')
      .columns(['variant_id', 'store_id'])
      .execute();
    await db.schema.alterTable('cart_lines').addColumn('chosen_price', 'integer').execute();
    await db.schema.alterTable('order_lines').addColumn('variant_id', 'integer').execute();
    await db.schema.alterTable('order_lines').addColumn('variant_name', 'text').execute();
    // As migration 016 did for the shop's other content.
    for (const table of LATER_CONTENT_TABLES) await contentTriggers(db, dialect, table);

    const now = new Date().toISOString();
    await sql`insert into product_variants (store_id, product_id, price, position, created_at, updated_at)
      select store_id, id, price, 0, ${now}, ${now} from products`.execute(db);
    await sql`update cart_lines set variant_id = (select product_variants.id from product_variants
        where product_variants.product_id = cart_lines.product_id
          and product_variants.store_id = cart_lines.store_id)`.execute(db);
  },
});
