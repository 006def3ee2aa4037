import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { MessageCode } from '@platform/contract';
import { AppError } from '../errors.js';
import type { Database } from './schema.js';
import { sqliteServerDialect } from './sqlite-driver.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * A value that differs from its last whenever a write was committed since, by this process or any
   * other; null where that cannot be told without asking the database (PostgreSQL).
   */
  writeMark(): string | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in, so tests can each have their own. */
  schema?: string;
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
  return { db, dialect: 'sqlite', writeMark, close: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', writeMark: () => null, close: () => db.destroy() };
}

/** Opens the database named by a `sqlite:<file>` or `postgres://…` URL. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  return url.startsWith('sqlite:')
    ? openSqlite(url.slice('sqlite:'.length))
    : openPostgres(url, options.schema);
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
