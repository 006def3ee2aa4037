import type { AppContext } from '../../app-context.js';
import type { PaymentStatus } from '../../db/schema.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { randomToken } from '../../lib/crypto.js';
import { hostOrigin } from '../../lib/hosts.js';
import { changeOrderStatus } from '../orders/order-status.js';
import { findOrder, findOrderByCart } from '../orders/orders.repository.js';
import { requireStore } from '../shop/shop.service.js';
import { PAYMENT_TRANSITIONS } from './payment-provider.js';
import * as repository from './payments.repository.js';
import { providerForOrder, providerOfPayment, testProviderMayPay } from './provider-configs.service.js';

/**
 * Starts a payment for the cart's order and answers the provider's checkout URL. A failed or
 * abandoned payment can be retried: each call starts a new payment while the order is unpaid.
 */
export async function createPaymentLink(ctx: AppContext, storeSlug: string, cartId: string): Promise<string> {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const order = await findOrderByCart(db, store.id, cartId);
  if (!order) throw AppError.notFound();
  if (order.status !== 'pending' && order.status !== 'failed') {
    throw new AppError(422, 'order_not_payable', { order: 'order_not_payable' });
  }
  const provider = await providerForOrder(ctx, db, order);
  const origin = hostOrigin(store.slug, ctx.config.publicHost, ctx.config.publicProtocol);
  const created = await provider.createPayment({
    reference: randomToken(),
    amount: order.total_incl_vat,
    description: `${store.name} ${order.id.slice(0, 8).toUpperCase()}`,
    returnUrl: `${origin}/order/${order.id}`,
    webhookUrl: `${origin}/v1/payments/${provider.name}/webhook`,
    origin,
  });
  const now = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await repository.insertPayment(trx, {
      store_id: store.id,
      order_id: order.id,
      provider: provider.name,
      reference: created.reference,
      status: 'open',
      amount: order.total_incl_vat,
      checkout_url: created.checkoutUrl,
      created_at: now,
      updated_at: now,
    });
    if (order.status === 'failed')
      await changeOrderStatus(trx, ctx, order, 'pending', 'shopper', { reason: 'retry' });
  });
  return created.checkoutUrl;
}

/**
 * A payment found by the provider's reference (a webhook, the test page), which names no store: it is
 * looked up across stores, and the request acts in the payment's store from then on.
 */
export async function findPaymentByProviderReference(ctx: AppContext, reference: string) {
  const payment = await repository.findPaymentByReference(ctx.database.allStoresDb, reference);
  if (payment) enterStore(payment.store_id);
  return payment;
}

const ORDER_STATUS_FOR_PAYMENT = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'failed',
  expired: 'failed',
  refunded: 'refunded',
} as const;

/**
 * Applies a status the provider reported (or the test page chose). Safe to repeat and to receive out
 * of order: a status the payment cannot move to is ignored, and the order only moves forward.
 */
export async function applyPaymentStatus(
  ctx: AppContext,
  reference: string,
  status: Exclude<PaymentStatus, 'open'>,
  actor: string,
) {
  return ctx.database.db.transaction().execute(async (trx) => {
    const payment = await repository.findPaymentByReference(trx, reference);
    if (!payment) throw AppError.notFound();
    const order = (await findOrder(trx, payment.store_id, payment.order_id))!;
    if (payment.provider === 'test' && !(await testProviderMayPay(trx, order))) {
      throw new AppError(422, 'order_not_payable', { order: 'order_not_payable' });
    }
    const now = ctx.clock.now().toISOString();
    const from = Object.entries(PAYMENT_TRANSITIONS)
      .filter(([, next]) => next.includes(status))
      .map(([current]) => current as PaymentStatus);
    if (await repository.transitionPayment(trx, payment.id, from, status, now)) {
      await changeOrderStatus(trx, ctx, order, ORDER_STATUS_FOR_PAYMENT[status], actor, {
        payment: payment.id,
        provider: payment.provider,
      });
    }
    return (await findOrder(trx, payment.store_id, payment.order_id))!;
  });
}

/** Refunds through the provider of the order's paid payment; true when the provider did it. */
export async function refundThroughProvider(
  ctx: AppContext,
  storeId: number,
  orderId: string,
): Promise<boolean> {
  const payment = await repository.findPaidPayment(ctx.database.db, storeId, orderId);
  if (!payment) return false;
  const { client } = await providerOfPayment(ctx, storeId, payment.provider);
  if (!client || !(await client.refund(payment.reference, payment.amount))) return false;
  await repository.transitionPayment(
    ctx.database.db,
    payment.id,
    ['paid'],
    'refunded',
    ctx.clock.now().toISOString(),
  );
  return true;
}
