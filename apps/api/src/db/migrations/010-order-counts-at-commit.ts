import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * On PostgreSQL the order counts (migration 008) change when a transaction commits, not when its order
 * is written: the count's row lock is then held for the commit alone, instead of for the rest of the
 * transaction, while every other order of the store waits for it. SQLite writes one transaction at a
 * time anyway, so there nothing changes.
 */
export const orderCountsAtCommit: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`drop trigger orders_counted on orders`.execute(db);
    await sql`create constraint trigger orders_counted
      after insert or delete or update of status on orders
      deferrable initially deferred
      for each row execute function count_orders()`.execute(db);
  },
});
