import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RefundsTable } from '../../db/schema.js';

export async function insertRefund(db: Db, refund: Insertable<RefundsTable>) {
  return db.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

export async function findRefund(db: Db, storeId: number, refundId: number) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', refundId)
    .executeTakeFirst();
}

export async function listRefunds(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Cents of a payment given back, or (with `pending`) also on their way back. */
export async function refundedTotal(
  db: Db,
  storeId: number,
  paymentId: number,
  statuses: readonly ('pending' | 'succeeded')[],
): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('store_id', '=', storeId)
    .where('payment_id', '=', paymentId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Takes a refund back to `pending` to send it again: one that failed, or one whose sending stopped
 * halfway (pending since before `staleBefore`). False when it is neither, or another request took it.
 */
export async function claimRefund(
  db: Db,
  storeId: number,
  refundId: number,
  staleBefore: string,
  now: string,
) {
  const result = await db
    .updateTable('refunds')
    .set({ status: 'pending', error: null, updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', refundId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'pending'), eb('updated_at', '<', staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records how sending a pending refund ended; false when it was no longer pending. */
export async function finishRefund(
  db: Db,
  storeId: number,
  refundId: number,
  outcome: { status: 'succeeded'; provider_reference: string } | { status: 'failed'; error: string },
  now: string,
) {
  const result = await db
    .updateTable('refunds')
    .set({ ...outcome, updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Per order among `orderIds` that a payment paid (an unmatched one aside): that payment's cents, and the
 * cents of it given back or on their way back.
 */
export async function refundStateOfOrders(db: Db, storeId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .leftJoin('refunds', (join) =>
      join
        .onRef('refunds.payment_id', '=', 'payments.id')
        .on('refunds.store_id', '=', storeId)
        .on('refunds.status', 'in', ['pending', 'succeeded']),
    )
    .select((eb) => [
      'payments.order_id',
      'payments.amount',
      eb.fn.coalesce(eb.fn.sum<number>('refunds.amount'), eb.lit(0)).as('given'),
    ])
    .where('payments.store_id', '=', storeId)
    .where('payments.order_id', 'in', orderIds)
    .where('payments.status', '=', 'paid')
    .where('payments.unmatched', '=', 0)
    .groupBy(['payments.id', 'payments.order_id', 'payments.amount'])
    .execute();
}
