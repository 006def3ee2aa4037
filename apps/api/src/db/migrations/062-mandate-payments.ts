import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

/**
 * Payments that change a subscription's payment method (decision 081): `payments.subscription_id` names
 * the subscription a mandate-only payment is for (null: a payment of its order). Such a payment keeps the
 * subscription's first order as its order, so the provider's keys of the order's mode still find it,
 * but it is not one of the order's payments: the one open payment per order counts the order's own, and
 * a subscription has its own one open mandate payment, which a second request answers again.
 */
export const mandatePayments: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payments').addColumn('subscription_id', 'integer').execute();
    await run(db, 'drop index payments_one_open_idx');
    await run(
      db,
      `create unique index payments_one_open_idx on payments (order_id, store_id)
        where status = 'open' and subscription_id is null`,
    );
    await run(
      db,
      `create unique index payments_one_open_mandate_idx on payments (subscription_id, store_id)
        where status = 'open' and subscription_id is not null`,
    );
  },
});
