import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { MessageCode } from '@platform/contract';
import { AppError } from '../errors.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in, so tests can each have their own. */
  schema?: string;
}

/**
 * Transactions take the write lock when they begin. A deferred transaction that reads and then writes
 * fails at once with SQLITE_BUSY when another process wrote in between, whatever the busy timeout;
 * an immediate one waits its turn, so several server processes can share one database file.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

function openSqlite(file: string): Kysely<Database> {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: connection }) });
}

function openPostgres(url: string, schema?: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database named by a `sqlite:<file>` or `postgres://…` URL. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const dialect: Dialect = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const db =
    dialect === 'sqlite' ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url, options.schema);
  return { db, dialect, close: () => db.destroy() };
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
