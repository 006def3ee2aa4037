import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeOrderNumber } from '../../modules/orders/orders.repository.js';
import type { Dialect } from '../dialect.js';
import { migrations } from '../migrate.js';
import type { Database } from '../schema.js';

const dialect: Dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** A database of the version before this migration: SQLite in memory, or a fresh PostgreSQL schema. */
async function earlierDatabase() {
  if (dialect === 'sqlite') {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    return { db, schema: undefined, drop: () => db.destroy() };
  }
  const schema = `migration_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    schema,
    drop: async () => {
      await db.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

describe('migration 019 on the orders of an earlier version', () => {
  let database: Awaited<ReturnType<typeof earlierDatabase>>;
  let migrator: Migrator;
  beforeEach(async () => {
    database = await earlierDatabase();
    migrator = new Migrator({
      db: database.db,
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
      },
    });
    expect((await migrator.migrateTo('017-outbox-events')).error).toBeUndefined();
  });
  afterEach(() => database.drop());

  it('numbers the orders of each store from #1001 in the order they were placed, and counts on from there', async () => {
    const { db } = database;
    await sql`insert into users (name, email, password_hash, created_at, updated_at)
      values ('M', 'm@example.com', 'x', '2026-01-01', '2026-01-01')`.execute(db);
    await sql`insert into stores (owner_id, name, slug, business_type, created_at, updated_at)
      values (1, 'One', 'one', 'b2c', '2026-01-01', '2026-01-01'), (1, 'Two', 'two', 'b2c', '2026-01-01', '2026-01-01'),
        (1, 'Three', 'three', 'b2c', '2026-01-01', '2026-01-01')`.execute(db);
    // Placed in this order: b and a at the same moment (their ids decide), then c; store two's d.
    for (const [id, storeId, createdAt] of [
      ['c-third', 1, '2026-01-03T00:00:00.000Z'],
      ['d-other', 2, '2026-01-02T00:00:00.000Z'],
      ['b-second', 1, '2026-01-02T00:00:00.000Z'],
      ['a-first', 1, '2026-01-02T00:00:00.000Z'],
    ] as const) {
      await sql`insert into orders (id, store_id, cart_id, status, email, locale, customer_details,
          customer_name, business_type, total_excl_vat, total_vat, total_incl_vat, test_mode, search_text,
          created_at, updated_at, paid_at)
        values (${id}, ${storeId}, ${`cart-${id}`}, 'pending', 'b@example.com', 'nl', '{}', 'B', 'b2c', 100, 0,
          100, 1, ${`${id} b@example.com`}, ${createdAt}, ${createdAt}, null)`.execute(db);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<{ id: string; store_id: number; number: number; search_text: string }>`
      select id, store_id, number, search_text from orders order by store_id, number`.execute(db);
    expect(rows).toEqual([
      { id: 'a-first', store_id: 1, number: 1001, search_text: '#1001 a-first b@example.com' },
      { id: 'b-second', store_id: 1, number: 1002, search_text: '#1002 b-second b@example.com' },
      { id: 'c-third', store_id: 1, number: 1003, search_text: '#1003 c-third b@example.com' },
      { id: 'd-other', store_id: 2, number: 1001, search_text: '#1001 d-other b@example.com' },
    ]);

    const numbered = db as unknown as Kysely<Database>;
    expect(await takeOrderNumber(numbered, 1)).toBe(1004);
    expect(await takeOrderNumber(numbered, 2)).toBe(1002);
    expect(await takeOrderNumber(numbered, 3)).toBe(1001);
    const duplicate = sql`update orders set number = 1001 where id = 'b-second'`.execute(db);
    await expect(duplicate).rejects.toThrow(/unique/i);
  });
});
