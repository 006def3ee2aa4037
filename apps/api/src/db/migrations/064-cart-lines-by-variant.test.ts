import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

/** Migration 064 keys cart lines by their variant, keeping the lines there are (decision 083). */
describe('migration 064 on the cart lines of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('061-variant-subscriptions'));
    await sql`insert into products (id, store_id, name, slug, description, price, vat_rate, status,
        discount_type, discount_value, search_text, created_at, updated_at)
      values (1, 1, 'Course', 'course', '', 1500, 21, 'for_sale', 'no_discount', 0, 'course', ${NOW}, ${NOW})`.execute(
      db,
    );
    for (const [id, position] of [
      [11, 0],
      [12, 1],
    ]) {
      await sql`insert into product_variants (id, store_id, product_id, price, position, created_at, updated_at)
        values (${id}, 1, 1, 1500, ${position}, ${NOW}, ${NOW})`.execute(db);
    }
    await sql`insert into carts (id, store_id, created_at, updated_at)
      values ('cart', 1, ${NOW}, ${NOW}), ('older', 1, ${NOW}, ${NOW})`.execute(db);
    await sql`insert into cart_lines (cart_id, store_id, product_id, variant_id, quantity, position, chosen_price)
      values ('cart', 1, 1, 12, 2, 0, null), ('older', 1, 1, null, 1, 0, null)`.execute(db);
  });
  afterEach(() => db.destroy());

  it('keeps every line, gives one without a variant its product’s first, and takes a second variant of the product', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql`select cart_id, product_id, variant_id, quantity from cart_lines
      order by cart_id`.execute(db);
    expect(rows).toEqual([
      { cart_id: 'cart', product_id: 1, variant_id: 12, quantity: 2 },
      { cart_id: 'older', product_id: 1, variant_id: 11, quantity: 1 },
    ]);
    await sql`insert into cart_lines (cart_id, store_id, product_id, variant_id, quantity, position)
      values ('cart', 1, 1, 11, 1, 1)`.execute(db);
    await expect(
      sql`insert into cart_lines (cart_id, store_id, product_id, variant_id, quantity, position)
        values ('cart', 1, 1, 11, 1, 2)`.execute(db),
    ).rejects.toThrow(/UNIQUE/);
    const { rows: indexes } = await sql`select name from sqlite_master
      where tbl_name = 'cart_lines' and type = 'index' and sql is not null order by name`.execute(db);
    expect(indexes).toEqual([
      { name: 'cart_lines_product_id_store_id_fk_idx' },
      { name: 'cart_lines_store_cart_idx' },
      { name: 'cart_lines_variant_idx' },
    ]);
  });
});
