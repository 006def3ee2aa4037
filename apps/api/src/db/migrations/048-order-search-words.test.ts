import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

/** Migration 048 gives the orders placed before it their search words and mends "#1001.0" (decision 057). */
describe('migration 048 on the orders of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('047-payments-by-order'));
    const orders = [
      ['first', 1001, '#1001.0 first ann@acme.nl ann de vries ', 'ann@acme.nl', 'Ann de Vries', null],
      ['second', 1002, '#1002 second bob@example.com bob acme bv', 'bob@example.com', 'Bob', 'Acme BV'],
    ] as const;
    for (const [id, number, searchText, email, name, company] of orders) {
      await sql`insert into orders (id, store_id, number, cart_id, status, email, email_key, locale,
          customer_details, customer_name, buyer_company, business_type, total_excl_vat, total_vat,
          total_incl_vat, test_mode, search_text, created_at, updated_at, paid_at)
        values (${id}, 1, ${number}, ${`cart-${id}`}, 'paid', ${email}, ${email}, 'nl', '{}', ${name},
          ${company}, 'b2c', 100, 0, 100, 1, ${searchText}, ${NOW}, ${NOW}, ${NOW})`.execute(db);
    }
  });
  afterEach(() => db.destroy());

  it('indexes the words of every order and reads each number as "#1001"', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const words = await sql<{ order_id: string; word: string }>`select order_id, word from order_search_words
      where store_id = 1 order by order_id, word`.execute(db);
    expect(words.rows.map((row) => `${row.order_id}: ${row.word}`)).toEqual([
      'first: acme.nl',
      'first: ann',
      'first: ann@acme.nl',
      'first: de',
      'first: first',
      'first: nl',
      'first: vries',
      'second: acme',
      'second: bob',
      'second: bob@example.com',
      'second: bv',
      'second: com',
      'second: example.com',
      'second: second',
    ]);
    const texts = await sql<{ search_text: string }>`select search_text from orders order by id`.execute(db);
    expect(texts.rows.map((row) => row.search_text)).toEqual([
      '#1001 first ann@acme.nl ann de vries ',
      '#1002 second bob@example.com bob acme bv',
    ]);
  });
});
