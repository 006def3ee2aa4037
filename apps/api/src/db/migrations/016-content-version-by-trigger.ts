import { sql, type Kysely } from 'kysely';
import type { Dialect, MigrationFactory } from '../dialect.js';

/** The tables whose rows a shop shows, keyed by `store_id`: any change to them changes the shop. */
export const CONTENT_TABLES = [
  'store_settings',
  'store_logos',
  'products',
  'product_images',
  'product_items',
  'storefronts',
  'storefront_products',
  'payment_provider_configs',
] as const;

/** The store's own columns that a shop shows (its content version is not one of them). */
const STORE_COLUMNS = sql.raw('name, slug, business_type');

/** The triggers that move the store's content version on with every write to a content table. */
export async function contentTriggers(db: Kysely<unknown>, dialect: Dialect, table: string) {
  if (dialect === 'postgres') {
    await sql`create trigger content_changed after insert or update or delete on ${sql.table(table)}
      for each row execute function bump_content_version()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_content_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      begin update stores set content_version = content_version + 1 where id = ${sql.raw(row)}.store_id; end`.execute(
      db,
    );
  }
}

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const table of CONTENT_TABLES) await contentTriggers(db, 'sqlite', table);
  await sql`create trigger stores_content_update after update of ${STORE_COLUMNS} on stores
    begin update stores set content_version = content_version + 1 where id = new.id; end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update stores set content_version = content_version + 1 where id = old.store_id;
      else
        update stores set content_version = content_version + 1 where id = new.store_id;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of CONTENT_TABLES) await contentTriggers(db, 'postgres', table);
  await sql`create function bump_own_content_version() returns trigger language plpgsql as $$
    begin
      new.content_version := old.content_version + 1;
      return new;
    end $$`.execute(db);
  await sql`create trigger content_changed before update of ${STORE_COLUMNS} on stores
    for each row execute function bump_own_content_version()`.execute(db);
}

/**
 * The content version (migration 007) moves on in the transaction of the write itself, whatever makes
 * it: a merchant's request, a webhook, a job or a script. Before, a hook on the merchant's routes moved
 * it after the answer, so any other write left the shop's cached answers stale.
 */
export const contentVersionByTrigger: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await (dialect === 'sqlite' ? sqliteTriggers(db) : postgresTriggers(db));
  },
});
