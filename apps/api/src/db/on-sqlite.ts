import { SqliteAdapter, type QueryExecutorProvider } from 'kysely';

/** True when the handle writes to SQLite: for the few statements each dialect words its own way. */
export function onSqlite(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
