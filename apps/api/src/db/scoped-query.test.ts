import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEGIN_MARK, scopeMark, sendScopesWithStatements } from './scoped-query.js';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DIALECT === 'postgres' && Boolean(url);

describe.runIf(onPostgres)('the tenant scope sent with its statement', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;
  let roundTrips = 0;
  let parses = 0;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', sendScopesWithStatements);
    client = await pool.connect();
    // One ReadyForQuery answers each round trip (each Sync or simple query).
    (client as unknown as { connection: pg.Connection }).connection.on(
      'readyForQuery',
      () => (roundTrips += 1),
    );
    (client as unknown as { connection: pg.Connection }).connection.on('parseComplete', () => (parses += 1));
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  const setting = "select current_setting('app.store_id', true) as store";

  it('sets the store and runs the statement in one round trip, answering the statement only', async () => {
    const before = roundTrips;
    const result = await client.query(`${scopeMark('42', false)}${setting} where $1::int = 1`, [1]);
    expect(roundTrips - before).toBe(1);
    expect(result.rows).toEqual([{ store: '42' }]);
    expect(result.command).toBe('SELECT');
    // The session keeps it for the next statement, which needs no change.
    expect((await client.query(setting)).rows).toEqual([{ store: '42' }]);
  });

  it('sets it only for the transaction inside one', async () => {
    await client.query('begin');
    const inside = await client.query(`${scopeMark('7', true)}${setting}`);
    expect(inside.rows).toEqual([{ store: '7' }]);
    await client.query('commit');
    expect((await client.query(setting)).rows).toEqual([{ store: '42' }]);
  });

  it('undoes the change with a statement that fails, and the connection serves on', async () => {
    await expect(client.query(`${scopeMark('9', false)}select 1 / 0`)).rejects.toThrow(/division by zero/);
    expect((await client.query(setting)).rows).toEqual([{ store: '42' }]);
    const updated = await client.query(`${scopeMark('', false)}select 1 as one union all select 2`);
    expect(updated.rows).toEqual([{ one: 1 }, { one: 2 }]);
    expect(updated.rowCount).toBe(2);
    expect((await client.query(setting)).rows).toEqual([{ store: '' }]);
  });

  it('begins a transaction with its first statement in the same round trip, which the Sync does not end', async () => {
    const before = roundTrips;
    const first = await client.query(`${BEGIN_MARK}${scopeMark('5', true)}${setting}`);
    expect(roundTrips - before).toBe(1);
    expect(first.rows).toEqual([{ store: '5' }]);
    // Still in the transaction: its local value holds until the rollback.
    expect((await client.query(setting)).rows).toEqual([{ store: '5' }]);
    await client.query('rollback');
    expect((await client.query(setting)).rows).toEqual([{ store: '' }]);

    // A failing first statement leaves the transaction to its rollback, as one sent alone would.
    await expect(client.query(`${BEGIN_MARK}select 1 / 0`)).rejects.toThrow(/division by zero/);
    await expect(client.query('select 1')).rejects.toThrow(/current transaction is aborted/);
    await client.query('rollback');
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('parses and plans a statement with parameters once per connection, then only runs it', async () => {
    const statement = 'select $1::int + 1 as next';
    const before = parses;
    expect((await client.query(statement, [1])).rows).toEqual([{ next: 2 }]);
    expect((await client.query(statement, [41])).rows).toEqual([{ next: 42 }]);
    expect((await client.query(`${scopeMark('3', false)}${statement}`, [2])).rows).toEqual([{ next: 3 }]);
    // Once for the statement, once for the SET sent with its third run.
    expect(parses - before).toBe(2);
    const kept = await client.query('select statement from pg_prepared_statements');
    expect(kept.rows.filter((row) => row.statement === statement)).toHaveLength(1);
  });

  it('prepares a statement anew once its table changed under it', async () => {
    await client.query('create temporary table changing (a int)');
    await client.query('insert into changing values (1)');
    const statement = 'select * from changing where a = $1';
    expect((await client.query(statement, [1])).rows).toEqual([{ a: 1 }]);
    await client.query('alter table changing add column b int');
    await expect(client.query(statement, [1])).rejects.toThrow(/cached plan must not change result type/);
    expect((await client.query(statement, [1])).rows).toEqual([{ a: 1, b: null }]);
    await client.query('drop table changing');
  });

  it('keeps no more prepared statements than its capacity, closing the least recently used', async () => {
    const small = new pg.Pool({ connectionString: url, max: 1 });
    small.on('connect', (connected) => sendScopesWithStatements(connected, 3));
    const connected = await small.connect();
    try {
      for (const addend of [1, 2, 3, 4, 5]) {
        expect((await connected.query(`select $1::int + ${addend} as sum`, [1])).rows).toEqual([
          { sum: 1 + addend },
        ]);
      }
      const kept = await connected.query('select statement from pg_prepared_statements order by statement');
      expect(kept.rows.map((row) => row.statement)).toEqual([
        'select $1::int + 3 as sum',
        'select $1::int + 4 as sum',
        'select $1::int + 5 as sum',
      ]);
      // A closed one is prepared again when it comes back.
      expect((await connected.query('select $1::int + 1 as sum', [1])).rows).toEqual([{ sum: 2 }]);
    } finally {
      connected.release();
      await small.end();
    }
  });
});
