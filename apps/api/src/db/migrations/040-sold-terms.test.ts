import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

/**
 * Migration 040 writes onto each key handed out before it the activation limit its item has now (what
 * the licence API read until then), and onto each order's copy of a licence item that item's terms;
 * a key whose item was already deleted is left with unknown terms, never with "no limit".
 */
describe('migration 040 on the data of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('039-webhook-attempts'));
    await sql`insert into products (store_id, name, slug, description, price, vat_rate, status, discount_type,
        discount_value, search_text, created_at, updated_at)
      values (1, 'App', 'app', '', 1000, 21, 'for_sale', 'no_discount', 0, 'app', ${NOW}, ${NOW})`.execute(
      db,
    );
    await sql`insert into product_items (id, store_id, product_id, product_type, name, position, license_source,
        activation_limit, license_valid_days, created_at, updated_at)
      values (1, 1, 1, 'license_key', 'Limited', 0, 'pool', 3, 30, ${NOW}, ${NOW}),
        (2, 1, 1, 'license_key', 'Unlimited', 1, 'pattern', null, null, ${NOW}, ${NOW}),
        (3, 1, 1, 'license_key', 'Deleted later', 2, 'pattern', 1, null, ${NOW}, ${NOW})`.execute(db);
    await sql`insert into orders (id, store_id, cart_id, status, email, locale, customer_details,
        customer_name, business_type, total_excl_vat, total_vat, total_incl_vat, test_mode, search_text,
        created_at, updated_at, paid_at)
      values ('paid-order', 1, 'cart-1', 'paid', 'b@example.com', 'nl', '{}', 'B', 'b2c', 100, 0, 100, 1,
        'paid-order', ${NOW}, ${NOW}, ${NOW})`.execute(db);
    await sql`insert into order_items (id, store_id, order_id, product_id, product_item_id, position, product_name,
        product_type, name, license_keys_wanted, created_at)
      values (1, 1, 'paid-order', 1, 1, 0, 'App', 'license_key', 'Limited', 2, ${NOW}),
        (2, 1, 'paid-order', 1, 2, 1, 'App', 'license_key', 'Unlimited', 1, ${NOW}),
        (3, 1, 'paid-order', 1, 3, 2, 'App', 'license_key', 'Deleted later', 1, ${NOW})`.execute(db);
    await sql`insert into license_keys (store_id, product_item_id, key, status, order_id, order_item_id,
        created_at, assigned_at)
      values (1, 1, 'LIMITED', 'assigned', 'paid-order', 1, ${NOW}, ${NOW}),
        (1, 1, 'IN-POOL', 'available', null, null, ${NOW}, null),
        (1, 2, 'UNLIMITED', 'assigned', 'paid-order', 2, ${NOW}, ${NOW}),
        (1, 3, 'ORPHAN', 'disabled', 'paid-order', 3, ${NOW}, ${NOW})`.execute(db);
    await sql`delete from product_items where id = 3`.execute(db);
  });
  afterEach(() => db.destroy());

  it("records each issued key's limit from its item, and leaves a key without an item unknown", async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const keys = await sql<{ key: string; activation_limit: number | null; recorded: number }>`
      select key, activation_limit, terms_recorded_at is not null as recorded from license_keys order by key`.execute(
      db,
    );
    expect(keys.rows).toEqual([
      { key: 'IN-POOL', activation_limit: null, recorded: 0 },
      { key: 'LIMITED', activation_limit: 3, recorded: 1 },
      { key: 'ORPHAN', activation_limit: null, recorded: 0 },
      { key: 'UNLIMITED', activation_limit: null, recorded: 1 },
    ]);
    const copies =
      await sql`select id, activation_limit, license_valid_days from order_items order by id`.execute(db);
    expect(copies.rows).toEqual([
      { id: 1, activation_limit: 3, license_valid_days: 30 },
      { id: 2, activation_limit: null, license_valid_days: null },
      { id: 3, activation_limit: null, license_valid_days: null },
    ]);
    const items = await sql`select id, archived_at from product_items order by id`.execute(db);
    expect(items.rows).toEqual([
      { id: 1, archived_at: null },
      { id: 2, archived_at: null },
    ]);
  });
});
