import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * Every key of a tenant table includes `store_id` (decision 035, ways out 1–4), so the tables can be
 * distributed by store with Citus. PostgreSQL only: SQLite is one machine's database and keeps its keys.
 *
 * `store_id` is added last, so that every look-up the old key served (by id, by cart, by token hash)
 * still finds its index first. `outbox_emails` keeps its primary key: its `store_id` is null for the
 * platform's own mails (way out 6).
 */
const KEYED_BY_ID = [
  'api_tokens',
  'carts',
  'customer_tokens',
  'discount_codes',
  'downloads',
  'invoices',
  'license_activations',
  'license_keys',
  'login_tokens',
  'order_events',
  'order_items',
  'order_lines',
  'orders',
  'outbox_events',
  'payments',
  'product_images',
  'product_items',
  'products',
  'receipt_tokens',
  'refunds',
  'reminder_unsubscribes',
  'store_logos',
  'storefronts',
  'webhook_deliveries',
  'webhook_endpoints',
];

/** Primary keys of two ids: [table, constraint, columns]. */
const COMPOSITE_KEYS = [
  ['cart_lines', 'cart_lines_pk', 'cart_id, product_id'],
  ['storefront_products', 'storefront_products_pk', 'storefront_id, product_id'],
] as const;

/** [table, column, referenced table, on delete]: each becomes (column, store_id) → (id, store_id). */
const REFERENCES = [
  ['cart_lines', 'cart_id', 'carts', 'cascade'],
  ['cart_lines', 'product_id', 'products', 'cascade'],
  ['downloads', 'item_id', 'product_items', 'set null'],
  ['downloads', 'order_id', 'orders', 'cascade'],
  ['downloads', 'order_item_id', 'order_items', 'set null'],
  ['invoices', 'credits_invoice_id', 'invoices', 'no action'],
  ['invoices', 'order_id', 'orders', 'cascade'],
  ['license_activations', 'license_key_id', 'license_keys', 'cascade'],
  ['license_keys', 'order_id', 'orders', 'cascade'],
  ['license_keys', 'order_item_id', 'order_items', 'set null'],
  ['license_keys', 'product_item_id', 'product_items', 'set null'],
  ['login_tokens', 'order_id', 'orders', 'cascade'],
  ['order_events', 'order_id', 'orders', 'cascade'],
  ['order_items', 'order_id', 'orders', 'cascade'],
  ['order_items', 'product_id', 'products', 'set null'],
  ['order_items', 'product_item_id', 'product_items', 'set null'],
  ['order_lines', 'order_id', 'orders', 'cascade'],
  ['order_lines', 'product_id', 'products', 'set null'],
  // Null with the platform's own mails, which then point nowhere (MATCH SIMPLE checks no row).
  ['outbox_emails', 'order_id', 'orders', 'cascade'],
  ['receipt_tokens', 'order_id', 'orders', 'cascade'],
  ['payments', 'order_id', 'orders', 'cascade'],
  ['product_images', 'product_id', 'products', 'cascade'],
  ['product_items', 'product_id', 'products', 'cascade'],
  ['refunds', 'order_id', 'orders', 'cascade'],
  ['refunds', 'payment_id', 'payments', 'cascade'],
  ['storefront_products', 'product_id', 'products', 'cascade'],
  ['storefront_products', 'storefront_id', 'storefronts', 'cascade'],
  ['webhook_deliveries', 'endpoint_id', 'webhook_endpoints', 'cascade'],
] as const;

/** Unique constraints of one column that is unique in fact per store, or a token's hash: [table, column]. */
const UNIQUE_COLUMNS = [
  ['license_activations', 'instance_id'],
  ['orders', 'cart_id'],
  ['api_tokens', 'token_hash'],
  ['customer_tokens', 'token_hash'],
  ['login_tokens', 'token_hash'],
  ['receipt_tokens', 'token_hash'],
  ['payments', 'reference'],
] as const;

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

export const keysByStore: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    // The references first: a key that one points to cannot be replaced under it.
    for (const [table, column] of REFERENCES) {
      await run(db, `alter table ${table} drop constraint ${table}_${column}_fkey`);
    }
    for (const table of KEYED_BY_ID) {
      await run(
        db,
        `alter table ${table} drop constraint ${table}_pkey, add constraint ${table}_pkey primary key (id, store_id)`,
      );
    }
    for (const [table, name, columns] of COMPOSITE_KEYS) {
      await run(
        db,
        `alter table ${table} drop constraint ${name}, add constraint ${name} primary key (${columns}, store_id)`,
      );
    }
    for (const [table, column, target, onDelete] of REFERENCES) {
      // A removed row's reference is cleared, not its store (PostgreSQL 15's column list).
      const action = onDelete === 'set null' ? `set null (${column})` : onDelete;
      await run(
        db,
        `alter table ${table} add constraint ${table}_${column}_fkey foreign key (${column}, store_id)
          references ${target} (id, store_id) on delete ${action}`,
      );
    }
    for (const [table, column] of UNIQUE_COLUMNS) {
      await run(
        db,
        `alter table ${table} drop constraint ${table}_${column}_key,
          add constraint ${table}_${column}_key unique (${column}, store_id)`,
      );
    }
    await run(db, 'drop index payments_one_open_idx');
    await run(
      db,
      `create unique index payments_one_open_idx on payments (order_id, store_id) where status = 'open'`,
    );
  },
});
