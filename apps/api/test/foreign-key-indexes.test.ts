import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, type TestApp } from './harness.js';
import { foreignKeysOnPostgres } from './postgres-schema.js';

interface ForeignKey {
  table: string;
  columns: string[];
  target: string;
}

interface Index {
  table: string;
  columns: string[];
}

async function schemaOnSqlite(t: TestApp) {
  const db = t.ctx.database.allStoresDb;
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const foreignKeys: ForeignKey[] = [];
  const indexes: Index[] = [];
  for (const { name: table } of tables) {
    const { rows: keys } = await sql<{ id: number; seq: number; table: string; from: string }>`
      select * from pragma_foreign_key_list(${table})`.execute(db);
    const byId = new Map<number, ForeignKey>();
    for (const key of keys.sort((a, b) => a.id - b.id || a.seq - b.seq)) {
      const entry = byId.get(key.id) ?? { table, columns: [], target: key.table };
      entry.columns.push(key.from);
      byId.set(key.id, entry);
    }
    foreignKeys.push(...byId.values());
    const { rows: list } = await sql<{
      name: string;
    }>`select name from pragma_index_list(${table}) where partial = 0`.execute(db);
    for (const { name } of list) {
      const { rows: columns } = await sql<{ name: string; seqno: number }>`
        select name, seqno from pragma_index_info(${name})`.execute(db);
      indexes.push({
        table,
        columns: columns.sort((a, b) => a.seqno - b.seqno).map((column) => column.name),
      });
    }
    // A rowid table's integer primary key is the table itself: a lookup by it needs no index.
    const { rows: primary } = await sql<{ name: string; pk: number }>`
      select name, pk from pragma_table_info(${table}) where pk > 0`.execute(db);
    indexes.push({ table, columns: primary.sort((a, b) => a.pk - b.pk).map((column) => column.name) });
  }
  return { foreignKeys, indexes };
}

async function schemaOnPostgres(t: TestApp) {
  const db = t.ctx.database.allStoresDb;
  const foreignKeys = await foreignKeysOnPostgres(t);
  const { rows: indexes } = await sql<Index>`
    select c.relname as table,
      array(select a.attname from unnest(x.indkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord)::text[] as columns
    from pg_index x
    join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    where x.indpred is null`.execute(db);
  return { foreignKeys, indexes };
}

/**
 * An index serves a foreign key when its leading columns are the key's columns, in any order: the
 * database finds the rows that refer to a parent by equality on all of them. (A partial index does not
 * serve every row, so neither database's are counted.)
 */
function serves(index: Index, key: ForeignKey) {
  if (index.table !== key.table || index.columns.length < key.columns.length) return false;
  const leading = new Set(index.columns.slice(0, key.columns.length));
  return key.columns.every((column) => leading.has(column));
}

/**
 * Each foreign key has an index that serves it. Without one, the database checks a parent row's
 * insert, update or delete against the child table by reading it whole: an order's insert (whose lines
 * and events are written first, decision 038) then costs more with every order the store ever had.
 */
describe(`the foreign keys of the schema (${dialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are each served by an index that starts with their columns', async () => {
    const { foreignKeys, indexes } =
      dialect === 'postgres' ? await schemaOnPostgres(t) : await schemaOnSqlite(t);
    expect(foreignKeys.length).toBeGreaterThan(20);
    const unserved = foreignKeys
      .filter((key) => !indexes.some((index) => serves(index, key)))
      .map((key) => `${key.table} (${key.columns.join(', ')}) -> ${key.target}`)
      .sort();
    expect(unserved).toEqual([]);
  });
});
