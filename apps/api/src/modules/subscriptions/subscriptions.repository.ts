import type { Insertable, Updateable } from 'kysely';
import { RUNNING_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { SubscriptionsTable } from '../../db/schema.js';

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>) {
  return db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findSubscription(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A subscription named by a renewal job, which names no store: looked up across stores. */
export async function findSubscriptionOfJob(allStoresDb: Db, id: number) {
  return allStoresDb
    .selectFrom('subscriptions')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Changes a subscription only while it is in one of `from` (and, when `cancelAtPeriodEnd` is given,
 * only while its cancellation at the period's end is so), and answers it as changed, or undefined when
 * it was not (another change came first): the conditional update makes two changes at once take turns,
 * and the second finds the first's result.
 */
export async function updateSubscription(
  db: Db,
  storeId: number,
  id: number,
  from: readonly SubscriptionStatus[],
  changes: Updateable<SubscriptionsTable>,
  { cancelAtPeriodEnd }: { cancelAtPeriodEnd?: boolean } = {},
) {
  return db
    .updateTable('subscriptions')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .$if(cancelAtPeriodEnd !== undefined, (query) =>
      query.where('cancel_at_period_end', '=', cancelAtPeriodEnd ? 1 : 0),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The subscriptions a paid order started that have ended, with the product each gave and when it ended. */
export async function listEndedSubscriptionsOfOrder(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['product_id', 'ended_at'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('status', 'not in', RUNNING_SUBSCRIPTION_STATUSES)
    .execute();
}

/** Which of these products the buyer (by e-mail address) ever had a subscription of, in any status. */
export async function productsSubscribedBy(db: Db, storeId: number, email: string, productIds: number[]) {
  if (productIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('subscriptions')
    .select('product_id')
    .distinct()
    .where('store_id', '=', storeId)
    .where('email', '=', email)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id!));
}

/** The subscriptions a buyer's address holds in a store, newest first. */
export async function listSubscriptionsOfBuyer(db: Db, storeId: number, email: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .execute();
}
