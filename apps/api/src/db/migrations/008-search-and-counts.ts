import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The tables whose `search_text` has a trigram index on SQLite. Not orders: an FTS5 index writes a new
 * segment with every transaction, which made placing an order four times the work. Orders are found by
 * the start of their words instead, in an index of their own (migration 048, decision 057).
 */
export const TRIGRAM_INDEXED_TABLES = ['products'] as const;

async function sqliteTrigramIndexes(db: Kysely<unknown>) {
  for (const table of TRIGRAM_INDEXED_TABLES) {
    const index = sql.table(`${table}_search`);
    await sql`create virtual table ${index} using fts5(search_text, content=${sql.lit(table)}, tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${index} (${index}) values ('rebuild')`.execute(db);
    const add = sql`insert into ${index} (rowid, search_text) values (new.rowid, new.search_text);`;
    const remove = sql`insert into ${index} (${index}, rowid, search_text) values ('delete', old.rowid, old.search_text);`;
    await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${sql.table(table)} begin ${add} end`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${sql.table(table)} begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_search_update`)} after update of search_text on ${sql.table(table)} begin ${remove} ${add} end`.execute(
      db,
    );
  }
}

const ADD_TO_COUNT = sql`insert into order_counts (store_id, status, count) values (new.store_id, new.status, 1)
  on conflict (store_id, status) do update set count = order_counts.count + 1;`;
const TAKE_FROM_COUNT = sql`update order_counts set count = count - 1
  where store_id = old.store_id and status = old.status;`;

async function sqliteCountTriggers(db: Kysely<unknown>) {
  await sql`create trigger orders_counted_insert after insert on orders begin ${ADD_TO_COUNT} end`.execute(
    db,
  );
  await sql`create trigger orders_counted_delete after delete on orders begin ${TAKE_FROM_COUNT} end`.execute(
    db,
  );
  await sql`create trigger orders_counted_update after update of status on orders
    when old.status <> new.status begin ${TAKE_FROM_COUNT} ${ADD_TO_COUNT} end`.execute(db);
}

async function postgresCountTriggers(db: Kysely<unknown>) {
  await sql`create function count_orders() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${TAKE_FROM_COUNT} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${ADD_TO_COUNT} end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_counted after insert or delete or update of status on orders
    for each row execute function count_orders()`.execute(db);
}

/**
 * What the admin lists need to answer fast on large stores. The number of orders per store and status
 * is kept by triggers, so a list's total needs no count over every order. On SQLite, a trigram index
 * (FTS5) finds the products whose search text contains a term without reading them all.
 */
export const searchAndCounts: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_counts')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_counts_pk', ['store_id', 'status'])
      .execute();
    await sql`insert into order_counts (store_id, status, count)
      select store_id, status, count(*) from orders group by store_id, status`.execute(db);
    if (dialect === 'sqlite') {
      await sqliteCountTriggers(db);
      await sqliteTrigramIndexes(db);
    } else {
      await postgresCountTriggers(db);
    }
  },
});
