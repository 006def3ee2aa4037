import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

/** SQLite alters no column: migration 021 builds login_tokens anew, and must keep what it held. */
describe('migration 021 on the data of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('017-outbox-events'));
    await sql`insert into orders (id, store_id, cart_id, status, email, locale, customer_details,
        customer_name, business_type, total_excl_vat, total_vat, total_incl_vat, test_mode, search_text,
        created_at, updated_at, paid_at)
      values ('paid-order', 1, 'cart-1', 'paid', 'b@example.com', 'nl', '{}', 'B', 'b2c', 100, 0, 100, 1,
        'paid-order', ${NOW}, ${NOW}, ${NOW})`.execute(db);
    await sql`insert into login_tokens (store_id, order_id, email, token_hash, expires_at, used_at, created_at)
      values (1, 'paid-order', 'b@example.com', 'hash-used', ${NOW}, ${NOW}, ${NOW}),
        (1, 'paid-order', 'b@example.com', 'hash-open', ${NOW}, null, ${NOW})`.execute(db);
  });
  afterEach(() => db.destroy());

  it('keeps the login tokens, takes one without an order, and still ties each to its order', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = await sql`select id, order_id, token_hash, used_at from login_tokens order by id`.execute(
      db,
    );
    expect(kept.rows).toEqual([
      { id: 1, order_id: 'paid-order', token_hash: 'hash-used', used_at: NOW },
      { id: 2, order_id: 'paid-order', token_hash: 'hash-open', used_at: null },
    ]);

    await sql`insert into login_tokens (store_id, order_id, email, token_hash, expires_at, created_at)
      values (1, null, 'b@example.com', 'hash-library', ${NOW}, ${NOW})`.execute(db);
    await expect(
      sql`insert into login_tokens (store_id, order_id, email, token_hash, expires_at, created_at)
        values (1, null, 'b@example.com', 'hash-library', ${NOW}, ${NOW})`.execute(db),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      sql`insert into login_tokens (store_id, order_id, email, token_hash, expires_at, created_at)
        values (1, 'no-such-order', 'b@example.com', 'hash-x', ${NOW}, ${NOW})`.execute(db),
    ).rejects.toThrow(/FOREIGN KEY/);

    await sql`delete from orders where id = 'paid-order'`.execute(db);
    const left = await sql`select token_hash from login_tokens`.execute(db);
    expect(left.rows).toEqual([{ token_hash: 'hash-library' }]);
  });
});
