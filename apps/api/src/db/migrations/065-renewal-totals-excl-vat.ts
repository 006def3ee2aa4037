import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * `order_lines.renewal_total_excl_vat`: what the buyer was told each renewal would charge for the
 * line without VAT, beside 061's amount with VAT, so a b2b store's order says it the way the store
 * prices (decision 084). Lines ordered before it read their own line's amount, as 061's do.
 */
export const renewalTotalsExclVat: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').addColumn('renewal_total_excl_vat', 'integer').execute();
  },
});
