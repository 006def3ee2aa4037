import {
  formatOrderNumber,
  ORDER_TRANSITION_FOR_PAYMENT,
  takesPayment,
  type ReportedPaymentStatus,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { isUniqueViolation } from '../../db/database.js';
import type { OrderRow, PaymentRow } from '../../db/schema.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { randomToken } from '../../lib/crypto.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { changeOrderStatus, findOrder, findOrderByCart, listOrderLines } from '../orders/index.js';
import { requireStore } from '../kernel/index.js';
import { atProvider, PAYMENT_LINK_WINDOW_SECONDS, PAYMENT_LINKS_PER_ORDER } from './at-provider.js';
import { callbackUrl, storeOrigin } from './callback-addresses.js';
import { applyMandateStatus } from './mandate-payments.js';
import * as repository from './payments.repository.js';
import { providerForOrder, providerOfPayment, testProviderMayPay } from './provider-configs.service.js';
import { recordProviderRefunds, refundUnmatched, sendRefund } from './refunds.service.js';

const notPayable = () => new AppError(422, 'order_not_payable', { order: 'order_not_payable' });

/**
 * Whether the order's open payment can be offered again: a test payment while the test provider may
 * still complete it, a live one while its provider still reports it open. One that ended at its
 * provider takes that status now (its callback may come late); a test payment left open for a live
 * order (from before decision 013) is given up, so the live provider can take over.
 */
async function stillOpen(ctx: AppContext, payment: PaymentRow, order: OrderRow): Promise<boolean> {
  const db = ctx.database.db;
  // A test order of a store gone live is paid by nothing, not even an open payment at test keys.
  if (order.test_mode === 1 && !(await testProviderMayPay(db, order))) return false;
  if (payment.provider === 'test') {
    if (order.test_mode === 1) return testProviderMayPay(db, order);
    await repository.transitionPayment(db, payment.id, ['open'], 'canceled', ctx.clock.now().toISOString());
    return false;
  }
  const { client } = await providerOfPayment(ctx, payment);
  // Without its keys the provider cannot be asked; its page still takes the payment.
  if (!client) return true;
  const state = await atProvider(() => client.fetchState(payment.reference));
  if (state.status === null) return true;
  await applyPaymentStatus(ctx, payment.reference, state.status, `provider:${payment.provider}`);
  return false;
}

/**
 * The provider's checkout URL for the cart's order. An order has at most one open payment: a second
 * request answers the same URL while that payment is still open, and a new payment starts only once
 * the last one ended (failed, expired), so two links can never both take money for one order.
 */
export async function createPaymentLink(ctx: AppContext, storeSlug: string, cartId: string): Promise<string> {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const placed = await findOrderByCart(db, store.id, cartId);
  if (!placed) throw AppError.notFound();
  // An order that takes no payments any more (expired, cancelled) offers none, not even an open one.
  if (!takesPayment(placed.status)) throw notPayable();
  await enforceLimits(ctx.rateLimiter, [
    {
      key: `payment-link:order:${placed.id}`,
      limit: PAYMENT_LINKS_PER_ORDER,
      windowSeconds: PAYMENT_LINK_WINDOW_SECONDS,
    },
  ]);
  const open = await repository.findOpenPayment(db, store.id, placed.id);
  if (open && (await stillOpen(ctx, open, placed))) return open.checkout_url;

  const order = (await findOrder(db, store.id, placed.id))!;
  if (!takesPayment(order.status)) throw notPayable();
  const provider = await providerForOrder(ctx, db, order);
  const origin = storeOrigin(store.slug, ctx.config);
  // An order that starts a subscription leaves a mandate with the provider for its renewals (decision 079).
  const subscribes = (await listOrderLines(db, store.id, order.id)).some(
    (line) => line.subscription_interval,
  );
  const created = await atProvider(() =>
    provider.createPayment({
      reference: randomToken(),
      amount: order.total_incl_vat,
      description: `${store.name} ${formatOrderNumber(order.number)}`,
      returnUrl: `${origin}/order/${order.id}`,
      callbackUrl: callbackUrl(origin, provider.name),
      origin,
      ...(subscribes && { recurring: { email: order.email, name: order.customer_name } }),
    }),
  );
  const now = ctx.clock.now().toISOString();
  try {
    await transaction(ctx, async (uow) => {
      await repository.insertPayment(uow.db, {
        store_id: store.id,
        order_id: order.id,
        provider: provider.name,
        reference: created.reference,
        status: 'open',
        amount: order.total_incl_vat,
        checkout_url: created.checkoutUrl,
        mandate: created.mandate ?? null,
        created_at: now,
        updated_at: now,
      });
      if (order.status === 'failed')
        await changeOrderStatus(uow, order, 'retry-payment', 'shopper', { reason: 'retry' });
    });
  } catch (error) {
    // A concurrent request opened the order's payment first; every request answers that one, and the
    // payment started here is never shown to anyone.
    const winner = isUniqueViolation(error) ? await repository.findOpenPayment(db, store.id, order.id) : null;
    if (!winner) throw error;
    return winner.checkout_url;
  }
  return created.checkoutUrl;
}

/**
 * A payment found by the provider's reference (a provider callback, the test page), which names no store: it is
 * looked up across stores, and the request acts in the payment's store from then on.
 */
export async function findPaymentByProviderReference(ctx: AppContext, reference: string) {
  const payment = await repository.findPaymentByReference(ctx.database.allStoresDb, reference);
  if (payment) enterStore(payment.store_id);
  return payment;
}

/**
 * Applies a status the provider reported (or the test page chose). Safe to repeat and to receive out of
 * order: a status the payment cannot move to is ignored, and the order only moves forward. A payment
 * that succeeds for an order that can no longer take it (cancelled, paid already) is recorded all the
 * same, shown on the order, and refunded whole once this transaction has committed. A subscription's
 * mandate-only payment moves no order: its success gives the subscription its mandate (decision 081).
 */
export async function applyPaymentStatus(
  ctx: AppContext,
  reference: string,
  status: ReportedPaymentStatus,
  actor: string,
): Promise<void> {
  const found = await repository.findPaymentByReference(ctx.database.db, reference);
  if (found?.subscription_id != null) return applyMandateStatus(ctx, found, status, actor);
  const { storeId, refundId } = await transaction(ctx, async (uow) => {
    const payment = await repository.findPaymentByReference(uow.db, reference);
    if (!payment) throw AppError.notFound();
    const order = (await findOrder(uow.db, payment.store_id, payment.order_id))!;
    // A test order is paid (by the test page, or at a provider's test mode) only while its store is in
    // test mode: a test payment never becomes a delivery from a live shop.
    if (order.test_mode === 1 && !(await testProviderMayPay(uow.db, order))) throw notPayable();
    const unchanged = { storeId: payment.store_id, refundId: null };
    const now = uow.clock.now().toISOString();
    if (
      !(await repository.transitionPayment(uow.db, payment.id, repository.startingFrom(status), status, now))
    ) {
      return unchanged;
    }
    const data = { payment: payment.id, provider: payment.provider };
    const transition = ORDER_TRANSITION_FOR_PAYMENT[status];
    if (await changeOrderStatus(uow, order, transition, actor, data)) return unchanged;
    if (status !== 'paid') return unchanged;
    const paid = { ...payment, status };
    return {
      storeId: payment.store_id,
      refundId: await refundUnmatched(uow, paid, order.status, actor),
    };
  });
  if (refundId !== null) await sendRefund(ctx, storeId, refundId);
}

/**
 * Takes in where a payment stands at its provider (a provider callback, which proves nothing by itself, made the
 * platform ask): its status, and what the provider says it refunded of it.
 */
export async function applyProviderState(
  ctx: AppContext,
  payment: PaymentRow,
  state: { status: ReportedPaymentStatus | null; amountRefunded: number | null },
) {
  const actor = `provider:${payment.provider}`;
  if (state.status) await applyPaymentStatus(ctx, payment.reference, state.status, actor);
  if (state.amountRefunded) await recordProviderRefunds(ctx, payment, state.amountRefunded, actor);
}
