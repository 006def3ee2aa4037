import type { AppContext, UnitOfWork } from './app-context.js';

export type { Infrastructure, UnitOfWork } from './app-context.js';

/**
 * Runs `work` in one transaction: all of its writes or, on any error, none; then, once committed, what
 * the work left for after the commit (the outbox's handlers of the events it published). `allStores`
 * runs it on the connection that sees every store (see `DatabaseHandle.allStoresDb`).
 */
export async function transaction<T>(
  ctx: AppContext,
  work: (uow: UnitOfWork) => Promise<T>,
  { allStores = false } = {},
): Promise<T> {
  const { database, ...infrastructure } = ctx;
  const root = allStores ? database.allStoresDb : database.db;
  const committed: (() => Promise<void>)[] = [];
  const result = await root.transaction().execute((db) =>
    work({
      ...infrastructure,
      db,
      dialect: database.dialect,
      afterCommit: (task) => void committed.push(task),
    }),
  );
  for (const task of committed) await task();
  return result;
}
