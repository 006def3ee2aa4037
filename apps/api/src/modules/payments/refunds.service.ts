import type { OrderRefund, RefundedLinePart, RefundLine, RefundReason } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { OrderRow, PaymentRow, RefundRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { changeOrderStatus, listOrderLines, orderSnapshotOf, recordOrderEvent } from '../orders/index.js';
import * as payments from './payments.repository.js';
import { providerOfPayment } from './provider-configs.service.js';
import * as repository from './refunds.repository.js';
import { linePartsOf, refundedQuantities, refundLineParts } from './refund-lines.js';

/** A refund still pending after this long stopped halfway (the process ended mid-send): it may be sent again. */
const STALE_PENDING_MS = 10 * 60_000;
/** The provider's own words on a refused refund are kept, up to this length. */
const MAX_ERROR_LENGTH = 500;

export function toOrderRefund(row: RefundRow, now: Date): OrderRefund {
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MS).toISOString();
  return {
    id: row.id,
    payment_id: row.payment_id,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    provider_reference: row.provider_reference,
    error: row.error,
    retryable: row.status === 'failed' || (row.status === 'pending' && row.updated_at < staleBefore),
    lines: linePartsOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Records a refund of `amount` cents of the payment as pending, in the caller's transaction. It goes to
 * the provider only after that transaction commits (`sendRefund`), so no refund leaves unrecorded.
 */
async function recordRefund(
  uow: UnitOfWork,
  payment: PaymentRow,
  amount: number,
  reason: RefundReason,
  actor: string,
  lines: RefundedLinePart[] | null = null,
): Promise<number> {
  const now = uow.clock.now().toISOString();
  const refund = await repository.insertRefund(uow.db, {
    store_id: payment.store_id,
    order_id: payment.order_id,
    payment_id: payment.id,
    amount,
    reason,
    actor,
    status: 'pending',
    provider_reference: null,
    error: null,
    lines: lines && JSON.stringify(lines),
    created_at: now,
    updated_at: now,
  });
  return refund.id;
}

/**
 * What follows from a refund that succeeded, in the transaction that records it: the order's event,
 * `refund.succeeded` (the buyer's e-mail follows from it), and once the refunds cover all of the
 * payment, the payment refunded, and so its order when this payment is what paid it (an unmatched
 * payment leaves its order as it is).
 */
async function refundSucceeded(
  uow: UnitOfWork,
  payment: PaymentRow,
  refund: Pick<RefundRow, 'id' | 'amount' | 'actor' | 'lines'>,
) {
  const now = uow.clock.now().toISOString();
  await recordOrderEvent(uow.db, payment.store_id, payment.order_id, {
    type: 'refund_succeeded',
    actor: refund.actor,
    data: { refund: refund.id, payment: payment.id, amount: refund.amount },
    at: now,
  });
  const refunded = await repository.refundedTotal(uow.db, payment.store_id, payment.id, ['succeeded']);
  await uow.events.publish(uow, 'refund.succeeded', payment.store_id, {
    order_id: payment.order_id,
    actor: refund.actor,
    refund_id: refund.id,
    amount: refund.amount,
    paid_left: Math.max(payment.amount - refunded, 0),
    unmatched: payment.unmatched === 1,
    lines: linePartsOf(refund),
    order: await orderSnapshotOf(uow.db, payment.store_id, payment.order_id),
  });
  if (refunded < payment.amount) return;
  await payments.transitionPayment(uow.db, payment.id, ['paid'], 'refunded', now);
  if (payment.unmatched === 0) {
    const order = { id: payment.order_id, store_id: payment.store_id };
    await changeOrderStatus(uow, order, 'refund', refund.actor, { via_provider: true, refund: refund.id });
  }
}

function providerError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH) || 'refused';
}

/**
 * Sends a pending refund to its payment's provider, then records how that ended, with an event on the
 * order. The key sent along makes a second try of the same refund safe. Answers whether it succeeded.
 */
export async function sendRefund(ctx: AppContext, storeId: number, refundId: number): Promise<boolean> {
  const db = ctx.database.db;
  const refund = (await repository.findRefund(db, storeId, refundId))!;
  const payment = (await payments.findPayment(db, storeId, refund.payment_id))!;
  let outcome: Parameters<typeof repository.finishRefund>[3];
  try {
    const { client } = await providerOfPayment(ctx, payment);
    if (!client) throw new Error('The payment provider is not set up any more');
    const key = `${payment.reference}-refund-${refund.id}`;
    outcome = {
      status: 'succeeded',
      provider_reference: await client.refund(payment.reference, refund.amount, key),
    };
  } catch (error) {
    outcome = { status: 'failed', error: providerError(error) };
  }
  await transaction(ctx, async (uow) => {
    const now = uow.clock.now().toISOString();
    // Refunds of one payment that finish at once take turns, so that each counts the others: what
    // stays paid, and whether they cover the payment, which refunds it and its order.
    await payments.lockPayment(uow.db, storeId, payment.id, now);
    if (!(await repository.finishRefund(uow.db, storeId, refund.id, outcome, now))) return;
    if (outcome.status === 'succeeded') return refundSucceeded(uow, payment, refund);
    await recordOrderEvent(uow.db, storeId, payment.order_id, {
      type: 'refund_failed',
      actor: refund.actor,
      data: { refund: refund.id, payment: payment.id, amount: refund.amount, error: outcome.error },
      at: now,
    });
  });
  return outcome.status === 'succeeded';
}

/**
 * A payment that succeeded for an order that could no longer take it (cancelled, or paid already): it
 * is marked, shown on the order as an event, and its whole amount recorded for refunding, in the
 * caller's transaction. Answers the refund to send once that commits.
 */
export async function refundUnmatched(
  uow: UnitOfWork,
  payment: PaymentRow,
  orderStatus: OrderRow['status'],
  actor: string,
): Promise<number> {
  await payments.markUnmatched(uow.db, payment.store_id, payment.id);
  await recordOrderEvent(uow.db, payment.store_id, payment.order_id, {
    type: 'payment_unmatched',
    actor,
    data: {
      payment: payment.id,
      provider: payment.provider,
      amount: payment.amount,
      order_status: orderStatus,
    },
    at: uow.clock.now().toISOString(),
  });
  return recordRefund(uow, { ...payment, unmatched: 1 }, payment.amount, 'unmatched', 'system');
}

/** What the merchant asks to give back: an amount, or lines; neither is all that is left. */
export interface RefundRequest {
  amount?: number | undefined;
  lines?: RefundLine[] | undefined;
}

/**
 * The merchant's refund of a paid order: `amount` cents of its payment, or what the chosen `lines`
 * were paid (each within what is left of it, `refundLineParts`), or all that is left when neither is
 * given; recorded before it is sent. An order paid outside any provider (marked paid) is marked
 * refunded whole; the merchant pays it back themselves. A refund the provider refused stays listed
 * as failed, to be tried again, and answers 502.
 */
export async function refundOrder(ctx: AppContext, order: OrderRow, request: RefundRequest, actor: string) {
  const { amount, lines } = request;
  if (amount !== undefined && lines !== undefined)
    throw AppError.invalid({ lines: 'refund_lines_or_amount' });
  const db = ctx.database.db;
  const payment = await payments.findOrderPayment(db, order.store_id, order.id);
  if (!payment) {
    if (lines !== undefined) throw AppError.invalid({ lines: 'refund_needs_payment' });
    if (amount !== undefined && amount !== order.total_incl_vat) {
      throw AppError.invalid({ amount: 'refund_needs_payment' });
    }
    return transaction(ctx, async (uow) => {
      if (!(await changeOrderStatus(uow, order, 'refund', actor, { via_provider: false }))) return false;
      await uow.events.publish(uow, 'refund.succeeded', order.store_id, {
        order_id: order.id,
        actor,
        refund_id: null,
        amount: order.total_incl_vat,
        paid_left: 0,
        unmatched: false,
        lines: null,
        order: await orderSnapshotOf(uow.db, order.store_id, order.id),
      });
      return true;
    });
  }
  const refundId = await transaction(ctx, async (uow) => {
    await payments.lockPayment(uow.db, order.store_id, payment.id, uow.clock.now().toISOString());
    const given = await repository.refundedTotal(uow.db, order.store_id, payment.id, [
      'pending',
      'succeeded',
    ]);
    const left = payment.amount - given;
    const parts = lines && (await linePartsToRefund(uow, order, lines));
    const value = parts ? parts.reduce((sum, part) => sum + part.incl_vat, 0) : (amount ?? left);
    if (left <= 0 || value > left) {
      throw AppError.invalid({ [parts ? 'lines' : 'amount']: 'refund_above_remaining' });
    }
    return recordRefund(uow, payment, value, 'merchant', actor, parts ?? null);
  });
  if (!(await sendRefund(ctx, order.store_id, refundId))) throw new AppError(502, 'refund_failed');
  return true;
}

/** The parts of the order's lines a refund with lines gives back, read under the payment's lock. */
async function linePartsToRefund(uow: UnitOfWork, order: OrderRow, wanted: RefundLine[]) {
  const [lines, refunds] = await Promise.all([
    listOrderLines(uow.db, order.store_id, order.id),
    repository.listRefunds(uow.db, order.store_id, order.id),
  ]);
  const given = refunds.map((refund) => ({ status: refund.status, lines: linePartsOf(refund) }));
  return refundLineParts(lines, refundedQuantities(given, lines.length), wanted);
}

/**
 * The cents the merchant may still refund of each order: of a paid order, what is left of its payment,
 * or its whole total when it was paid outside any provider (marked paid); of any other order, nothing.
 */
export async function refundableCents(
  db: Db,
  storeId: number,
  orders: readonly Pick<OrderRow, 'id' | 'status' | 'total_incl_vat'>[],
): Promise<Map<string, number>> {
  const paid = orders.filter((order) => order.status === 'paid');
  const states = await repository.refundStateOfOrders(
    db,
    storeId,
    paid.map((order) => order.id),
  );
  const left = new Map(states.map((state) => [state.order_id, state.amount - Number(state.given)]));
  return new Map(
    orders.map((order) => [
      order.id,
      order.status === 'paid' ? (left.get(order.id) ?? order.total_incl_vat) : 0,
    ]),
  );
}

/** Sends a failed (or halfway stopped) refund again, under the same key. */
export async function retryRefund(ctx: AppContext, storeId: number, orderId: string, refundId: number) {
  const db = ctx.database.db;
  const refund = await repository.findRefund(db, storeId, refundId);
  if (!refund || refund.order_id !== orderId) throw AppError.notFound();
  const now = ctx.clock.now();
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MS).toISOString();
  if (!(await repository.claimRefund(db, storeId, refundId, staleBefore, now.toISOString()))) {
    throw new AppError(422, 'action_not_allowed', { action: 'action_not_allowed' });
  }
  if (!(await sendRefund(ctx, storeId, refundId))) throw new AppError(502, 'refund_failed');
}

/**
 * What a provider reports it refunded of a payment, refunds made in its own dashboard included: the
 * part the platform did not know of is recorded as a refund the provider made. Partial stays partial.
 */
export async function recordProviderRefunds(
  ctx: AppContext,
  payment: PaymentRow,
  amountRefunded: number,
  actor: string,
) {
  await transaction(ctx, async (uow) => {
    const now = uow.clock.now().toISOString();
    await payments.lockPayment(uow.db, payment.store_id, payment.id, now);
    const current = (await payments.findPayment(uow.db, payment.store_id, payment.id))!;
    if (current.status !== 'paid') return;
    const known = await repository.refundedTotal(uow.db, payment.store_id, payment.id, [
      'pending',
      'succeeded',
    ]);
    const unknown = Math.min(amountRefunded, current.amount) - known;
    if (unknown <= 0) return;
    const refund = await repository.insertRefund(uow.db, {
      store_id: current.store_id,
      order_id: current.order_id,
      payment_id: current.id,
      amount: unknown,
      reason: 'provider',
      actor,
      status: 'succeeded',
      provider_reference: null,
      error: null,
      created_at: now,
      updated_at: now,
    });
    await refundSucceeded(uow, current, refund);
  });
}
