import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The tables whose ids key state outside their own rows and cascades: rate limits (a merchant's
 * password checks by user id; a store's shopper sign-ins and webhook resends by store id) and each
 * process's cache of a store's public answers, by store id and content version (kernel/content-cache.ts).
 * A new row given a deleted row's id would take that state over: another store's cached pages included.
 */
const KEYED_ELSEWHERE = ['users', 'stores'];

/**
 * Ids of merchants and stores are never given twice (decision 047). SQLite's `integer primary key`
 * gives the highest id again once its row is deleted, so a merchant registered after the newest one
 * deleted their account got that one's id and its count of password checks (and a store, the limits
 * and cached answers of the newest store deleted). `autoincrement` never goes back, as PostgreSQL's sequences never do; there
 * nothing changes. SQLite adds it to no existing column, so each table is built anew with the same rows,
 * indexes and triggers. With foreign keys off the old table's drop deletes nothing that refers to it;
 * the legacy rename leaves the other tables' references, which name the table, as they are.
 */
export const idsNeverReused: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') return;
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`pragma legacy_alter_table = on`.execute(db);
    try {
      for (const table of KEYED_ELSEWHERE) await rebuildWithAutoincrement(db, table);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`042: references broken: ${JSON.stringify(broken.rows)}`);
    } finally {
      await sql`pragma legacy_alter_table = off`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
    }
  },
});

async function rebuildWithAutoincrement(db: Kysely<unknown>, table: string) {
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')?.sql ?? '';
  const key = '"id" integer primary key';
  if (!create.startsWith(`CREATE TABLE "${table}" (`) || !create.includes(key)) {
    throw new Error(`042: ${table} is not as expected: ${create}`);
  }
  const rebuilt = `${table}_rebuilt`;
  await sql
    .raw(
      create
        .replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${rebuilt}"`)
        .replace(key, `${key} autoincrement`),
    )
    .execute(db);
  await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
  // Its indexes and triggers went with the old table.
  for (const row of rows.filter((each) => each.type !== 'table')) await sql.raw(row.sql).execute(db);
}
