import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { STORE_SETTING } from '../store-scoped-driver.js';

/** Every table whose rows belong to one store, as of this migration. */
const TENANT_TABLES = [
  'store_settings',
  'products',
  'product_images',
  'product_items',
  'storefronts',
  'storefront_products',
  'carts',
  'cart_lines',
  'orders',
  'order_counts',
  'order_lines',
  'payments',
  'order_events',
  'outbox_emails',
  'login_tokens',
  'customer_tokens',
  'downloads',
  'payment_provider_configs',
] as const;

/**
 * Shows and accepts only the rows of the store in `app.store_id`, for every role but the tables'
 * owner (the migrating DATABASE_URL user, which does the work that spans stores). `current_setting`
 * is stable, so the comparison is worked out once per query and can use the `store_id` indexes; no
 * store set (empty or missing) matches no row at all. A later migration that adds a tenant table
 * calls this for it; a test fails for any table with a `store_id` that has no policy.
 */
export async function isolateStores(db: Kysely<unknown>, table: string): Promise<void> {
  const currentStore = sql`nullif(current_setting(${sql.lit(STORE_SETTING)}, true), '')::integer`;
  await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
  await sql`create policy store_isolation on ${sql.table(table)}
    using (store_id = ${currentStore}) with check (store_id = ${currentStore})`.execute(db);
}

/** Row-level security on PostgreSQL as a second line of tenant defence (decision 008); SQLite has none. */
export const rowLevelSecurity: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    for (const table of TENANT_TABLES) await isolateStores(db, table);
  },
});
