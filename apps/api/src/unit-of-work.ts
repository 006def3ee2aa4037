import type { Transaction } from 'kysely';
import type { AppContext } from './app-context.js';
import type { Dialect } from './db/dialect.js';
import type { Database } from './db/schema.js';

/** The infrastructure without the database handle: for code that is given the database it works on. */
export type Infrastructure = Omit<AppContext, 'database'>;

/**
 * What code running inside a transaction gets: the app's infrastructure with the transaction in place
 * of the database handle. The handle is left out on purpose: a query on it from inside would wait for
 * the transaction's own lock for good on SQLite and run outside the transaction on PostgreSQL.
 */
export interface UnitOfWork extends Infrastructure {
  db: Transaction<Database>;
  dialect: Dialect;
}

/**
 * Runs `work` in one transaction: all of its writes or, on any error, none. `allStores` runs it on the
 * connection that sees every store (see `DatabaseHandle.allStoresDb`).
 */
export function transaction<T>(
  ctx: AppContext,
  work: (uow: UnitOfWork) => Promise<T>,
  { allStores = false } = {},
): Promise<T> {
  const { database, ...infrastructure } = ctx;
  const root = allStores ? database.allStoresDb : database.db;
  return root.transaction().execute((db) => work({ ...infrastructure, db, dialect: database.dialect }));
}
