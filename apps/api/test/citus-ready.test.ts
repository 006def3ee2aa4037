import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, type TestApp } from './harness.js';
import { foreignKeysOnPostgres } from './postgres-schema.js';

/**
 * Decision 035: PostgreSQL distributed by `store_id` with Citus. A distributed table's primary and
 * unique keys must include its distribution column, and so must a foreign key between two distributed
 * tables. This test reads the schema the migrations make and lists every key of a tenant table (one
 * with a `store_id` column) that would not allow it: the list must be exactly the exception the
 * decision names, with its way out. A new table or key that breaks the rule fails here.
 */
/**
 * The exception of decision 035 left: the platform's own mails share the outbox with the stores' and
 * have no store, so its key cannot include one (way out 6); nor can the key of the one job queue that
 * sends them (decision 064).
 */
const EXCEPTIONS = ['jobs: primary key (id)', 'outbox_emails: primary key (id)'];

describe.runIf(dialect === 'postgres')('the schema, read for distribution by store_id (decision 035)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('keys every tenant table by store_id, but for the exceptions the decision names', async () => {
    const db = t.ctx.database.allStoresDb;
    const { rows: tenantTables } = await sql<{ table: string }>`
      select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped
      where c.relkind = 'r' order by 1`.execute(db);
    expect(tenantTables.length).toBeGreaterThan(15);
    const tenant = new Set(tenantTables.map((row) => row.table));

    // Primary keys, unique constraints and unique indexes (partial ones too), with their columns.
    const { rows: uniques } = await sql<{ table: string; name: string; columns: string[]; kind: string }>`
      select c.relname as table, i.relname as name,
        array(select a.attname from unnest(x.indkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord)::text[] as columns,
        case when x.indisprimary then 'primary key' else 'unique' end as kind
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      where x.indisunique`.execute(db);
    // Foreign keys from one tenant table to another.
    const foreignKeys = await foreignKeysOnPostgres(t);

    const found = [
      ...uniques
        .filter((key) => tenant.has(key.table) && !key.columns.includes('store_id'))
        .map((key) => `${key.table}: ${key.kind} (${key.columns.join(', ')})`),
      ...foreignKeys
        .filter((key) => tenant.has(key.table) && tenant.has(key.target) && !key.columns.includes('store_id'))
        .map((key) => `${key.table}: foreign key (${key.columns.join(', ')}) to ${key.target}`),
    ].sort();
    expect(found).toEqual(EXCEPTIONS);
  });

  it('holds a store in every tenant row, but for the platform e-mails the decision moves out', async () => {
    const { rows } = await sql<{ table: string }>`
      select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped
      where c.relkind = 'r' and not a.attnotnull order by 1`.execute(t.ctx.database.allStoresDb);
    // A distribution column holds no NULL: a merchant's password reset mail has no store.
    expect(rows.map((row) => row.table)).toEqual(['jobs', 'outbox_emails']);
  });
});
