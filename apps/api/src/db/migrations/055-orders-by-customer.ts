import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The store's orders by buyer (decision 071): the customer list walks a store's address keys in order
 * and stops after a page of them, and one buyer's orders are read newest first, both from this index
 * and without reading the store's other orders. On PostgreSQL the key is compared as bytes (`collate
 * "C"`), as SQLite compares it, so that a search's range of addresses (`>=` the start, `<` the start
 * and U+10FFFF) is a range of the index, and leakproof under the stores' policies (decision 057).
 */
export const ordersByCustomer: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const key = dialect === 'postgres' ? sql`email_key collate "C"` : sql`email_key`;
    await sql`create index orders_store_customer_idx on orders (store_id, ${key}, created_at)`.execute(db);
  },
});
