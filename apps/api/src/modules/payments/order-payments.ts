import type { AdminOrder } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { listPayments } from './payments.repository.js';
import { listRefunds } from './refunds.repository.js';
import { toOrderRefund } from './refunds.service.js';

/**
 * An order's payments and refunds as the merchant's view of the order shows them: each payment with
 * what its succeeded refunds gave back, and the order's refunded amount over its matched payments.
 */
export async function orderPayments(
  db: Db,
  storeId: number,
  orderId: string,
  now: Date,
): Promise<Pick<AdminOrder, 'payments' | 'refunded_amount' | 'refunds'>> {
  const [payments, refunds] = await Promise.all([
    listPayments(db, storeId, orderId),
    listRefunds(db, storeId, orderId),
  ]);
  const refundedOf = (paymentId: number) =>
    refunds
      .filter((refund) => refund.payment_id === paymentId && refund.status === 'succeeded')
      .reduce((sum, refund) => sum + refund.amount, 0);
  return {
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: payment.amount,
      unmatched: payment.unmatched === 1,
      refunded_amount: refundedOf(payment.id),
      created_at: payment.created_at,
      updated_at: payment.updated_at,
    })),
    refunded_amount: payments
      .filter((payment) => payment.unmatched === 0)
      .reduce((sum, payment) => sum + refundedOf(payment.id), 0),
    refunds: refunds.map((refund) => toOrderRefund(refund, now)),
  };
}
