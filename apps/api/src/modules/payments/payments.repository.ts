import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentStatus, PaymentsTable } from '../../db/schema.js';

export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>) {
  await db.insertInto('payments').values(payment).execute();
}

export async function findPaymentByReference(db: Db, reference: string) {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

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
    .orderBy('id')
    .execute();
}

export async function findPaidPayment(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
}
