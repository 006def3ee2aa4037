import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

const OLD_KEY = 'constraint "cart_lines_pk" primary key ("cart_id", "product_id")';
const OLD_VARIANT = '"variant_id" integer references';

/**
 * A cart holds one line per variant, not per product (decision 083): a buyer may take a personal and a
 * team licence of one product in one order. The key of `cart_lines` becomes (cart, variant), with its
 * store on PostgreSQL as every key there (decision 035), and `variant_id` is never null: a line without
 * one (none should be left since migration 060 filled them) takes its product's first variant.
 *
 * SQLite changes no table's key in place, so the table is built anew with the same rows and indexes,
 * as migration 042 builds tables: nothing refers to cart lines, so the drop deletes nothing else.
 */
export const cartLinesByVariant: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await sql`update cart_lines set variant_id = (select variant.id from product_variants variant
        where variant.product_id = cart_lines.product_id and variant.store_id = cart_lines.store_id
        order by variant.position, variant.id limit 1)
      where variant_id is null`.execute(db);
    await sql`delete from cart_lines where variant_id is null`.execute(db);
    if (dialect === 'postgres') {
      await sql`alter table cart_lines alter column variant_id set not null,
        drop constraint cart_lines_pk,
        add constraint cart_lines_pk primary key (cart_id, variant_id, store_id)`.execute(db);
      return;
    }
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`pragma legacy_alter_table = on`.execute(db);
    try {
      await rebuildKeyedByVariant(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`064: references broken: ${JSON.stringify(broken.rows)}`);
    } finally {
      await sql`pragma legacy_alter_table = off`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
    }
  },
});

async function rebuildKeyedByVariant(db: Kysely<unknown>) {
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = 'cart_lines' and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')?.sql ?? '';
  if (
    !create.startsWith('CREATE TABLE "cart_lines" (') ||
    !create.includes(OLD_KEY) ||
    !create.includes(OLD_VARIANT)
  ) {
    throw new Error(`064: cart_lines is not as expected: ${create}`);
  }
  await sql
    .raw(
      create
        .replace('CREATE TABLE "cart_lines"', 'CREATE TABLE "cart_lines_rebuilt"')
        .replace(OLD_VARIANT, '"variant_id" integer not null references')
        .replace(OLD_KEY, 'constraint "cart_lines_pk" primary key ("cart_id", "variant_id")'),
    )
    .execute(db);
  await sql`insert into cart_lines_rebuilt select * from cart_lines`.execute(db);
  await sql`drop table cart_lines`.execute(db);
  await sql`alter table cart_lines_rebuilt rename to cart_lines`.execute(db);
  // Its indexes went with the old table.
  for (const row of rows.filter((each) => each.type !== 'table')) await sql.raw(row.sql).execute(db);
}
