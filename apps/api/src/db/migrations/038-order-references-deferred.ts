import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * An order's lines and events name it by references checked at the commit (PostgreSQL), so that the
 * placing transaction can write them before the order, whose insert takes the store's order-number
 * lock and so comes last (issue 17). SQLite cannot change a reference of an existing table; its
 * placing transaction defers them with a setting instead (`deferOrderReferences`).
 */
export const orderReferencesDeferred: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    for (const table of ['order_lines', 'order_events']) {
      await sql
        .raw(`alter table ${table} alter constraint ${table}_order_id_fkey deferrable initially deferred`)
        .execute(db);
    }
  },
});
