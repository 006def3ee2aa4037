import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

/** Migration 043 gives each order placed before it the canonical key of its address (decision 048). */
describe('migration 043 on the orders of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('042-ids-never-reused'));
    const orders = [
      ['plain', 'a@example.com'],
      ['tagged', 'a+again@example.com'],
      ['tagged-twice', 'a+again@example.com'],
      ['capitals', 'A+Shop@Example.com'],
      ['dotted', 'first.last@example.com'],
    ] as const;
    for (const [index, [id, email]] of orders.entries()) {
      await sql`insert into orders (id, store_id, number, cart_id, status, email, locale, customer_details,
          customer_name, business_type, total_excl_vat, total_vat, total_incl_vat, test_mode, search_text,
          created_at, updated_at, paid_at)
        values (${id}, 1, ${1001 + index}, ${`cart-${id}`}, 'paid', ${email}, 'nl', '{}', 'B', 'b2c', 100, 0,
          100, 1, ${id}, ${NOW}, ${NOW}, ${NOW})`.execute(db);
    }
  });
  afterEach(() => db.destroy());

  it('keys each order by its address without case or +tag, and keeps the address as it was', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql`select id, email, email_key from orders order by id`.execute(db);
    expect(rows).toEqual([
      { id: 'capitals', email: 'A+Shop@Example.com', email_key: 'a@example.com' },
      { id: 'dotted', email: 'first.last@example.com', email_key: 'first.last@example.com' },
      { id: 'plain', email: 'a@example.com', email_key: 'a@example.com' },
      { id: 'tagged', email: 'a+again@example.com', email_key: 'a@example.com' },
      { id: 'tagged-twice', email: 'a+again@example.com', email_key: 'a@example.com' },
    ]);
  });
});
