import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * The lines a refund gives back (issue 31, item 2): a JSON array of `{ line, quantity }`, `line` the
 * order line's place in the order (its `position` order, as the invoice lists them). Null for a refund
 * of an amount, or of the whole payment, and for every refund before. A credit note of a refund with
 * lines credits those lines; the lines' quantities refunded so far bound what may be refunded of each.
 */
export const refundLines: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refunds').addColumn('lines', 'text').execute();
  },
});
