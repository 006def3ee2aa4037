import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { MessageCode } from '@platform/contract';
import { AppError } from '../errors.js';
import { provisionAppRole } from './app-role.js';
import { migrateToLatest } from './migrate.js';
import { StoreScopedPostgresDialect } from './store-scoped-driver.js';
import type { Dialect } from './dialect.js';
import type { Database } from './schema.js';
import { sqliteServerDialect } from './sqlite-driver.js';
import { keepTenantScopes } from './tenant-scope.js';
import { tenantScopeCheck } from './tenant-scope-check.js';

export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  /**
   * Serves requests. On PostgreSQL it connects as the app role, and every query sees and writes only
   * the rows of the current tenant scope's store (none outside a scope). On SQLite it is `allStoresDb`,
   * or, where tenant scopes are asserted, the same connection refusing tenant queries outside a store.
   */
  db: Kysely<Database>;
  /**
   * Sees every store: the schema's owner. Only for work that spans stores or comes before the store is
   * known (the e-mail outbox, look-ups by a provider's or a sign-in token's id, account deletion), and
   * for tests and scripts that inspect or seed data. Grep for it to review them all.
   */
  allStoresDb: Kysely<Database>;
  dialect: Dialect;
  /**
   * A value that differs from its last whenever a write was committed since, by this process or any
   * other, read after the call; null where that cannot be told without asking the database (PostgreSQL).
   */
  writeMark(): Promise<string | null>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in, so tests can each have their own. */
  schema?: string;
  /**
   * SQLite only: keep tenant scopes and fail a tenant query outside a store, as PostgreSQL's row-level
   * security would (tests and development; decision 018).
   */
  assertTenantScopes?: boolean;
}

/** The tables holding one store's rows: those with a `store_id` column. */
async function sqliteTenantTables(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select m.name from sqlite_master m
    join pragma_table_info(m.name) c on c.name = 'store_id' where m.type = 'table'`.execute(db);
  return new Set(rows.map((row) => row.name));
}

function openSqlite(file: string): DatabaseHandle {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  // Waiting for another process's write lock happens on the event loop (sqlite-driver.ts), not in here.
  connection.pragma('busy_timeout = 0');
  connection.pragma('synchronous = NORMAL');
  const { dialect, writeMark } = sqliteServerDialect(connection);
  const db = new Kysely<Database>({ dialect });
  return { db, allStoresDb: db, dialect: 'sqlite', writeMark, close: () => db.destroy() };
}

/** The connections that serve requests; the owner's few serve migrations and work across stores. */
const APP_POOL_SIZE = 10;
const OWNER_POOL_SIZE = 3;

function postgresPool(url: string, max: number, schema?: string): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

async function openPostgres(url: string, appKey: Buffer, schema?: string): Promise<DatabaseHandle> {
  const owner = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: postgresPool(url, OWNER_POOL_SIZE, schema) }),
  });
  try {
    await migrateToLatest(owner, 'postgres', schema);
    const appUrl = await provisionAppRole(owner, url, appKey, schema);
    const db = new Kysely<Database>({
      dialect: new StoreScopedPostgresDialect({ pool: postgresPool(appUrl, APP_POOL_SIZE, schema) }),
    });
    return {
      db,
      allStoresDb: owner,
      dialect: 'postgres',
      writeMark: async () => null,
      close: async () => {
        await db.destroy();
        await owner.destroy();
      },
    };
  } catch (error) {
    await owner.destroy();
    throw error;
  }
}

/**
 * Opens the database named by a `sqlite:<file>` or `postgres://…` URL and brings its schema up to date;
 * on PostgreSQL also the role that serves requests (decision 008), whose password derives from `appKey`.
 */
export async function openDatabase(
  url: string,
  appKey: Buffer,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (!url.startsWith('sqlite:')) return openPostgres(url, appKey, options.schema);
  const handle = openSqlite(url.slice('sqlite:'.length));
  await migrateToLatest(handle.db, 'sqlite');
  if (!options.assertTenantScopes) return handle;
  keepTenantScopes();
  return { ...handle, db: handle.db.withPlugin(tenantScopeCheck(await sqliteTenantTables(handle.db))) };
}

/** True when an insert or update broke a unique constraint, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs work that inserts or updates a unique column; a clash found by the database (a race the
 * service's own check could not see) reads to the caller like the check's 422 on that field.
 */
export async function uniqueAsInvalid<T>(
  fields: Record<string, MessageCode>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid(fields);
    throw error;
  }
}
