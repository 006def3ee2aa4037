import type { Kysely } from 'kysely';
import type { Dialect, MigrationFactory } from '../dialect.js';

/** [table, columns]: one index that serves a foreign key (test: foreign-key-indexes.test.ts). */
type KeyIndex = readonly [string, readonly string[]];

/**
 * A foreign key without an index that starts with its columns makes the database read the whole child
 * table whenever a parent row is written or deleted. Orders are inserted after their lines, events and
 * items (decision 038), so each checkout read every such table in full on SQLite: its cost grew with
 * every order the store ever had. Each index here serves a key that had none.
 *
 * SQLite's keys are on the id alone (`order_id`), PostgreSQL's on the id and the store (decision 035):
 * an index on (id, store_id) serves both, so where both lacked one it is the same index.
 */
const ON_BOTH: KeyIndex[] = [
  ['access_tokens', ['user_id']],
  ['api_tokens', ['user_id']],
  ['refresh_tokens', ['user_id']],
  ['cart_lines', ['product_id', 'store_id']],
  ['downloads', ['item_id', 'store_id']],
  ['downloads', ['order_item_id', 'store_id']],
  ['invoices', ['credits_invoice_id', 'store_id']],
  ['invoices', ['order_id', 'store_id']],
  ['login_tokens', ['order_id', 'store_id']],
  ['order_items', ['product_id', 'store_id']],
  ['order_lines', ['product_id', 'store_id']],
  ['outbox_emails', ['order_id', 'store_id']],
  ['receipt_tokens', ['order_id', 'store_id']],
  ['refunds', ['payment_id', 'store_id']],
  // Keys to the store itself: used only when a store is deleted, which then finds its rows.
  ['cart_lines', ['store_id']],
  ['customer_tokens', ['store_id']],
  ['login_tokens', ['store_id']],
  ['outbox_emails', ['store_id']],
  ['outbox_events', ['store_id']],
  ['receipt_tokens', ['store_id']],
  ['webhook_attempts', ['store_id']],
  ['webhook_deliveries', ['store_id']],
];

/** Keys on an id alone whose tables have only store-first indexes, which PostgreSQL's (id, store_id) keys use. */
const ON_SQLITE: KeyIndex[] = [
  ['downloads', ['order_id', 'store_id']],
  ['license_activations', ['license_key_id', 'store_id']],
  ['license_keys', ['order_id', 'store_id']],
  ['license_keys', ['order_item_id', 'store_id']],
  ['license_keys', ['product_item_id', 'store_id']],
  ['order_events', ['order_id', 'store_id']],
  ['order_items', ['order_id', 'store_id']],
  ['order_items', ['product_item_id', 'store_id']],
  ['order_lines', ['order_id', 'store_id']],
  ['product_images', ['product_id', 'store_id']],
  ['product_items', ['product_id', 'store_id']],
  ['refunds', ['order_id', 'store_id']],
  ['storefront_products', ['product_id', 'store_id']],
];

/** Keys whose columns SQLite's primary keys already lead with, and PostgreSQL's (decision 035) do not. */
const ON_POSTGRES: KeyIndex[] = [
  ['cart_lines', ['cart_id', 'store_id']],
  ['storefront_products', ['storefront_id', 'store_id']],
  ['webhook_attempts', ['delivery_id', 'store_id']],
  ['webhook_deliveries', ['endpoint_id', 'store_id']],
];

function indexesFor(dialect: Dialect): KeyIndex[] {
  return [...ON_BOTH, ...(dialect === 'postgres' ? ON_POSTGRES : ON_SQLITE)];
}

export const foreignKeyIndexes: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of indexesFor(dialect)) {
      await db.schema
        .createIndex(`${table}_${columns.join('_')}_fk_idx`)
        .on(table)
        .columns([...columns])
        .execute();
    }
  },
});
