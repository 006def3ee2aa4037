import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

const UUID = '0b8f4a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const logo = (url: string, description: string) =>
  JSON.stringify({ images: { original: { url, width: 10, height: 10 } }, description });

describe('migration 011 on the data of an earlier version', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('010-order-counts-at-commit'));
    await sql`insert into stores (owner_id, name, slug, business_type, created_at, updated_at)
      values (1, 'Two', 'two', 'b2c', ${NOW}, ${NOW})`.execute(db);
  });
  afterEach(() => db.destroy());

  it("keeps a logo stored in its own store's folder, and drops one that names another folder", async () => {
    await sql`insert into store_settings (store_id, name, value, updated_at) values
      (1, 'store_logo', ${logo(`/media/stores/1/logo/${UUID}/original.png`, 'Ours')}, ${NOW}),
      (2, 'store_logo', ${logo(`/media/stores/1/logo/${UUID}/original.png`, 'Borrowed')}, ${NOW})`.execute(
      db,
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql`select store_id, description, storage_prefix from store_logos`.execute(db);
    expect(rows).toEqual([{ store_id: 1, description: 'Ours', storage_prefix: `stores/1/logo/${UUID}` }]);
    const left = await sql`select * from store_settings where name = 'store_logo'`.execute(db);
    expect(left.rows).toEqual([]);
  });

  it('writes the goods of the orders already paid into them, as their products hold them now', async () => {
    await sql`insert into products (store_id, name, slug, description, price, vat_rate, status,
        discount_type, discount_value, search_text, created_at, updated_at)
      values (1, 'Guide', 'guide', '', 100, 21, 'for_sale', 'no_discount', 0, 'guide', ${NOW}, ${NOW})`.execute(
      db,
    );
    await sql`insert into product_items (store_id, product_id, product_type, name, text, file_key,
        position, created_at, updated_at)
      values (1, 1, 'file', 'Book', null, 'stores/1/files/a', 0, ${NOW}, ${NOW}),
        (1, 1, 'text', 'Key', 'K-1', null, 1, ${NOW}, ${NOW})`.execute(db);
    for (const [id, status] of [
      ['paid-order', 'paid'],
      ['open-order', 'pending'],
    ]) {
      await sql`insert into orders (id, store_id, cart_id, status, email, locale, customer_details,
          customer_name, business_type, total_excl_vat, total_vat, total_incl_vat, test_mode, search_text,
          created_at, updated_at, paid_at)
        values (${id}, 1, ${`cart-${id}`}, ${status}, 'b@example.com', 'nl', '{}', 'B', 'b2c', 100, 0, 100, 1,
          ${id}, ${NOW}, ${NOW}, ${status === 'paid' ? NOW : null})`.execute(db);
      await sql`insert into order_lines (order_id, store_id, product_id, name, quantity, unit_price,
          vat_rate, total_excl_vat, total_incl_vat, position)
        values (${id}, 1, 1, 'Guide', 1, 100, 21, 100, 100, 0)`.execute(db);
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql`select order_id, position, product_name, product_type, name, text, file_key
      from order_items order by position`.execute(db);
    expect(rows).toEqual([
      {
        order_id: 'paid-order',
        position: 0,
        product_name: 'Guide',
        product_type: 'file',
        name: 'Book',
        text: null,
        file_key: 'stores/1/files/a',
      },
      {
        order_id: 'paid-order',
        position: 1,
        product_name: 'Guide',
        product_type: 'text',
        name: 'Key',
        text: 'K-1',
        file_key: null,
      },
    ]);
  });
});
