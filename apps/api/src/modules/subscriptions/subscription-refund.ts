import { refundPartOfLine } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { OrderRow, SubscriptionRow } from '../../db/schema.js';
import { findOrder, listOrderLines } from '../orders/index.js';
import {
  orderPayments,
  paidPaymentOf,
  refundableCents,
  refundedQuantities,
  type RefundRequest,
} from '../payments/index.js';
import { ordersOfSubscription } from './subscription-admin.repository.js';

/** What refunding a subscription gives back: cents incl. VAT of an order, and the refund that asks it. */
export interface SubscriptionRefund {
  order: OrderRow;
  cents: number;
  request: RefundRequest;
}

/**
 * What a refund of the subscription gives back (decision 082): of the latest order that was paid, what
 * is left of the subscription in it. A renewal holds the subscription alone, so all that is left of it; the first
 * order may hold other products too, so the subscription's line, what is left of it (a credit note
 * then credits exactly that line), or, when an amount refunded before left less of the payment than
 * that, what is left of the payment. Undefined when that order was refunded (or none was paid).
 */
export async function subscriptionRefund(
  ctx: AppContext,
  subscription: Pick<SubscriptionRow, 'id' | 'store_id' | 'order_id' | 'product_id' | 'name'>,
): Promise<SubscriptionRefund | undefined> {
  const db = ctx.database.db;
  const storeId = subscription.store_id;
  // The latest payment, not the latest one left: once it is refunded, an older period stays paid.
  const latest = (await ordersOfSubscription(db, storeId, subscription)).find(
    (order) => order.paid_at !== null,
  );
  if (latest?.status !== 'paid') return undefined;
  const order = (await findOrder(db, storeId, latest.id))!;
  const [lines, left] = await Promise.all([
    listOrderLines(db, storeId, order.id),
    refundableCents(db, storeId, [order]).then((cents) => cents.get(order.id)!),
  ]);
  if (lines.length === 1) return { order, cents: left, request: {} };
  const index = lines.findIndex(
    (line) =>
      line.subscription_interval !== null &&
      line.product_id === subscription.product_id &&
      line.name === subscription.name,
  );
  // Lines are refunded from a provider's payment only: an order marked paid is refunded whole, on its page.
  if (index < 0 || !(await paidPaymentOf(db, storeId, order.id))) return undefined;
  const { refunds } = await orderPayments(db, storeId, order.id, ctx.clock.now());
  const line = lines[index]!;
  const given = refundedQuantities(refunds, lines.length)[index]!;
  const quantity = line.quantity - given;
  if (quantity <= 0) return undefined;
  const cents = refundPartOfLine(line, line.quantity).incl_vat - refundPartOfLine(line, given).incl_vat;
  if (cents > left) return left > 0 ? { order, cents: left, request: { amount: left } } : undefined;
  return { order, cents, request: { lines: [{ line: index, quantity }] } };
}
