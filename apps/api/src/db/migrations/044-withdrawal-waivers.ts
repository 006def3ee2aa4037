import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * An order keeps the consumer's consent to immediate delivery and their acknowledgement that the right
 * of withdrawal is lost (decision 050): the exact text they ticked, in the language they read it, and
 * when. Both null for business buyers, who are not asked, and for orders placed before the question.
 */
export const withdrawalWaivers: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('withdrawal_waiver_text', 'text').execute();
    await db.schema.alterTable('orders').addColumn('withdrawal_waiver_at', 'text').execute();
  },
});
