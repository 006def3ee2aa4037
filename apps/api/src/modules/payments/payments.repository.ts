import type { Insertable } from 'kysely';
import { PAYMENT_TRANSITIONS, type PaymentStatus } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { PaymentsTable } from '../../db/schema.js';

export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>) {
  await db.insertInto('payments').values(payment).execute();
}

/** Writes what the provider holds to charge the buyer again, while the payment is still open. */
export async function setPaymentMandate(db: Db, reference: string, mandate: string) {
  await db
    .updateTable('payments')
    .set({ mandate })
    .where('reference', '=', reference)
    .where('status', '=', 'open')
    .where('mandate', 'is not', null)
    .execute();
}

export async function findPaymentByReference(db: Db, reference: string) {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The statuses a payment may move to `status` from. */
export const startingFrom = (status: PaymentStatus) =>
  Object.entries(PAYMENT_TRANSITIONS)
    .filter(([, next]) => next.includes(status))
    .map(([current]) => current as PaymentStatus);

/** Changes a payment's status only from one of the given ones, so replays and races change nothing. */
export async function transitionPayment(
  db: Db,
  id: number,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  now: string,
): Promise<boolean> {
  if (from.length === 0) return false;
  const result = await db
    .updateTable('payments')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listPayments(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('subscription_id', 'is', null)
    .orderBy('id')
    .execute();
}

export async function findPayment(db: Db, storeId: number, paymentId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** The order's one open payment (a unique index keeps it one), if any; a subscription's mandate payment is not one. */
export async function findOpenPayment(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('subscription_id', 'is', null)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** The payment that paid the order and still holds money to give back. */
export async function findOrderPayment(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('subscription_id', 'is', null)
    .where('status', '=', 'paid')
    .where('unmatched', '=', 0)
    .executeTakeFirst();
}

export async function markUnmatched(db: Db, storeId: number, paymentId: number) {
  await db
    .updateTable('payments')
    .set({ unmatched: 1 })
    .where('store_id', '=', storeId)
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Writes to the payment row first thing in a transaction, so that transactions about the same payment's
 * money take turns: a row lock on PostgreSQL, the write lock on SQLite (taken before anything is read).
 */
export async function lockPayment(db: Db, storeId: number, paymentId: number, now: string) {
  await db
    .updateTable('payments')
    .set({ updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', paymentId)
    .execute();
}

/** The subscription's one open mandate-only payment (a unique index keeps it one), if any (decision 081). */
export async function findOpenMandatePayment(db: Db, storeId: number, subscriptionId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}
