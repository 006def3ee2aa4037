import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/** The columns of `subscriptions` after its keys, the same on both databases. */
const COLUMNS = sql`
  order_id text not null,
  product_id integer,
  email text not null,
  name text not null,
  quantity integer not null,
  unit_price integer not null,
  vat_class text not null,
  interval text not null,
  status text not null,
  started_at text not null,
  periods integer not null,
  current_period_start text not null,
  current_period_end text not null,
  cancel_at_period_end integer not null default 0,
  provider text not null,
  mandate text,
  next_charge_at text,
  failed_charges integer not null default 0,
  cancelled_at text,
  ended_at text,
  created_at text not null,
  updated_at text not null`;

/**
 * Subscriptions (decision 079):
 *
 * - `products.subscription_interval`: a product sold by the month or the year (null: bought once). The
 *   sale's terms live where its price does, so they move to the variant with it.
 * - `order_lines.subscription_interval`: the terms as the buyer ordered them, frozen with the line.
 * - `subscriptions`: one per subscribed line of a paid order: the buyer, what renews (the product, the
 *   quantity, the unit price as the store prices it and the VAT class, whose rate is the one of the
 *   renewal's day), the interval and where it stands: its status, the periods paid, the current period,
 *   a cancellation at the period's end, the provider and the mandate it charges, the next charge and
 *   the renewals that failed in a row.
 * - `orders.subscription_id` and `subscription_period`: a renewal is an order of its own, and one per
 *   period at most (a unique key), so two processes renewing at once make one order.
 * - `payments.mandate`: what the provider holds to charge the buyer again, where the first payment
 *   tells it (the built-in test provider); a real provider is asked for it at the first renewal.
 */
export const subscriptions: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('products').addColumn('subscription_interval', 'text').execute();
    await db.schema.alterTable('order_lines').addColumn('subscription_interval', 'text').execute();
    await db.schema.alterTable('orders').addColumn('subscription_id', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('subscription_period', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('mandate', 'text').execute();
    if (dialect === 'postgres') {
      await sql`create table subscriptions (
        id serial,
        store_id integer not null references stores (id) on delete cascade,
        ${COLUMNS},
        primary key (id, store_id)
      )`.execute(db);
      await isolateStores(db, 'subscriptions');
    } else {
      await sql`create table subscriptions (
        id integer primary key,
        store_id integer not null references stores (id) on delete cascade,
        ${COLUMNS}
      )`.execute(db);
    }
    // The admin's list, newest first, and a buyer's subscriptions by the order they came from.
    await sql`create index subscriptions_store_idx on subscriptions (store_id, id)`.execute(db);
    await sql`create index subscriptions_order_idx on subscriptions (store_id, order_id)`.execute(db);
    await sql`create unique index orders_subscription_period_idx
      on orders (store_id, subscription_id, subscription_period)`.execute(db);
  },
});
