import { sql } from 'kysely';
import type { SubscriptionStatus } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count-rows.js';

export interface SubscriptionFilter {
  status?: SubscriptionStatus | undefined;
  /** Lower case; found anywhere in the buyer's address. */
  search?: string | undefined;
}

/**
 * The store's subscriptions a filter selects, each with the order it came from (for the buyer's name,
 * the order's number and test mode). Newest first is the store's index backwards
 * (`subscriptions_store_idx`, migration 059); a status or an address is checked on the rows it walks,
 * which stops after the page.
 */
function selected(db: Db, storeId: number, filter: SubscriptionFilter) {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.store_id', '=', 's.store_id').onRef('o.id', '=', 's.order_id'),
    )
    .where('s.store_id', '=', storeId);
  if (filter.status) query = query.where('s.status', '=', filter.status);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`lower(s.email) like ${pattern} escape '\\'`);
  }
  return query;
}

const WITH_ORDER = ['o.number as order_number', 'o.customer_name', 'o.test_mode'] as const;

/** A page of the store's subscriptions, newest first. */
export async function listSubscriptions(
  db: Db,
  storeId: number,
  filter: SubscriptionFilter & { page: number; perPage: number },
) {
  return selected(db, storeId, filter)
    .selectAll('s')
    .select(WITH_ORDER)
    .orderBy('s.id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
}

/** How many subscriptions the filter selects, counted up to `cap + 1`. */
export async function countSubscriptions(db: Db, storeId: number, filter: SubscriptionFilter, cap: number) {
  return countRows(
    db.selectFrom(
      selected(db, storeId, filter)
        .select('s.id')
        .limit(cap + 1)
        .as('c'),
    ),
  );
}

/** One subscription of the store with the order it came from. */
export async function findListedSubscription(db: Db, storeId: number, id: number) {
  return selected(db, storeId, {})
    .selectAll('s')
    .select(WITH_ORDER)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/**
 * The orders a subscription was paid with, newest first: the one it came from and its renewals (by
 * `orders_subscription_period_idx`). The first order's period is 1.
 */
export async function ordersOfSubscription(
  db: Db,
  storeId: number,
  subscription: { id: number; order_id: string },
) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'status',
      'subscription_period',
      'total_excl_vat',
      'total_vat',
      'total_incl_vat',
      'created_at',
      'paid_at',
    ])
    .where('store_id', '=', storeId)
    .where((eb) => eb.or([eb('id', '=', subscription.order_id), eb('subscription_id', '=', subscription.id)]))
    .execute();
  return rows
    .map((row) => ({ ...row, period: row.subscription_period ?? 1 }))
    .sort((a, b) => b.period - a.period);
}

/**
 * The store's subscriptions counted by status, interval and whether they end at their period's end,
 * with what their unit prices × quantities add up to in each group.
 */
export async function subscriptionSums(db: Db, storeId: number) {
  const rows = await db
    .selectFrom('subscriptions')
    .select((eb) => [
      'status',
      'interval',
      'cancel_at_period_end',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>(sql`unit_price * quantity`).as('amount'),
    ])
    .where('store_id', '=', storeId)
    .groupBy(['status', 'interval', 'cancel_at_period_end'])
    .execute();
  // PostgreSQL answers a count and a sum of bigints as text.
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}
