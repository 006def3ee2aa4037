import SQLite from 'better-sqlite3';
import { Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { MessageCode } from '@platform/contract';
import { AppError } from '../errors.js';
import { provisionAppRole } from './app-role.js';
import { migrateToLatest } from './migrate.js';
import { PipelinedReads } from './pipelined-reads.js';
import { sendScopesWithStatements } from './scoped-query.js';
import { StoreScopedDriver } from './store-scoped-driver.js';
import { listenForStoreChanges, type StoreChanges } from './store-changes.js';
import { newWriteCount, storesWrittenBetween, writeCountingDialect } from './write-counting-driver.js';
import type { Dialect } from './dialect.js';
import type { Database } from './schema.js';
import { sqliteServerDialect } from './sqlite-driver.js';
import { currentStoreId, keepTenantScopes } from './tenant-scope.js';
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
   * other, read after the call; null while that cannot be told without asking the database. SQLite
   * reads its data version; PostgreSQL counts this process's own commits and the changes to stores
   * the database announces (decision 030), and answers null while it does not hear them.
   */
  writeMark(): Promise<string | null>;
  /**
   * The stores changed between two marks `writeMark` gave, when only those can have changed: on
   * PostgreSQL the stores the database announced (decision 030) and those this process wrote to
   * through the app role, which row-level security holds to one store. Undefined when any store may
   * have: SQLite's data version does not say which, nor do the owner's writes.
   */
  storesChangedBetween(from: string, to: string): readonly number[] | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
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
  const server = sqliteServerDialect(connection, new SQLite(file, { readonly: true }));
  const db = new Kysely<Database>({ dialect: server.dialect });
  return {
    db,
    allStoresDb: db,
    dialect: 'sqlite',
    writeMark: server.writeMark,
    storesChangedBetween: () => undefined,
    close: async () => {
      await server.close();
      await db.destroy();
    },
  };
}

/** The connections that serve requests; the owner's few serve migrations and work across stores. */
const APP_POOL_SIZE = 10;
const OWNER_POOL_SIZE = 3;

function postgresPool(url: string, max: number, scoped = false): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // The app role's connections send the tenant scope with the statement that needs it.
  if (scoped) pool.on('connect', sendScopesWithStatements);
  // An idle connection the database ended (a restart, a failover, an administrator) is dropped by the
  // pool, which connects anew for the next query. Unheard, its 'error' event would end the process.
  pool.on('error', () => undefined);
  return pool;
}

async function openPostgres(url: string, appKey: Buffer): Promise<DatabaseHandle> {
  const writes = newWriteCount();
  const owner = new Kysely<Database>({
    dialect: writeCountingDialect({ pool: postgresPool(url, OWNER_POOL_SIZE) }, writes),
  });
  try {
    await migrateToLatest(owner, 'postgres');
    const appUrl = await provisionAppRole(owner, url, appKey);
    const reads = new PipelinedReads(() => new pg.Client({ connectionString: appUrl, pipeline: true }));
    const db = new Kysely<Database>({
      dialect: writeCountingDialect({ pool: postgresPool(appUrl, APP_POOL_SIZE, true) }, writes, {
        wrap: (driver) => new StoreScopedDriver(driver, reads),
        storeOf: currentStoreId,
      }),
    });
    // Listened for once a caller first asks for a write mark: scripts and migrations never do.
    let changes: StoreChanges | undefined;
    return {
      db,
      allStoresDb: owner,
      dialect: 'postgres',
      writeMark: async () => {
        changes ??= listenForStoreChanges(url);
        return changes.listening ? `${changes.generation}:${writes.value}` : null;
      },
      storesChangedBetween: (from, to) => {
        const [heardFrom, ownFrom] = from.split(':').map(Number);
        const [heardTo, ownTo] = to.split(':').map(Number);
        const heard = changes?.storesChangedBetween(heardFrom!, heardTo!);
        const own = storesWrittenBetween(writes, ownFrom!, ownTo!);
        return heard && own ? [...heard, ...own] : undefined;
      },
      close: async () => {
        await changes?.close();
        await reads.close();
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
  if (!url.startsWith('sqlite:')) return openPostgres(url, appKey);
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
