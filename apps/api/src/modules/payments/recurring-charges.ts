import { formatOrderNumber } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, type Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { findMailStore } from '../kernel/index.js';
import { callbackUrl, storeOrigin } from './callback-addresses.js';
import * as repository from './payments.repository.js';
import { applyPaymentStatus, applyProviderState } from './payments.service.js';
import { providerOfPayment } from './provider-configs.service.js';

/** The payment that paid the order (its provider, and its mandate where it told one), in the caller's transaction. */
export function paidPaymentOf(db: Db, storeId: number, orderId: string) {
  return repository.findOrderPayment(db, storeId, orderId);
}

/**
 * The mandate a subscription's first order left with its provider (decision 079): the one the payment
 * row holds (the test provider tells it with the payment), else the provider is asked once. Null when
 * the provider holds none (a payment method that cannot be charged again).
 */
export async function mandateOfOrder(ctx: AppContext, storeId: number, orderId: string) {
  const payment = await repository.findOrderPayment(ctx.database.db, storeId, orderId);
  if (!payment) return null;
  if (payment.mandate) return { provider: payment.provider, mandate: payment.mandate };
  const { client } = await providerOfPayment(ctx, payment);
  if (!client) return null;
  const mandate = await client.mandateOf(payment.reference);
  return mandate ? { provider: payment.provider, mandate } : null;
}

/**
 * Charges a renewal order with its subscription's mandate, off-session, and applies what the provider
 * answered as any payment's status: `order.paid` or `order.failed` follow. Safe to run again after a
 * crash or beside another process: the charge's idempotency key is the order and how many payments it
 * had before, so a charge sent again is the same payment at the provider, and the payment's reference
 * is unique here. An open payment (a provider that decides later, a run that died after the charge)
 * is asked about instead of charged again.
 */
export async function chargeRenewal(
  ctx: AppContext,
  order: OrderRow,
  charge: { provider: string; mandate: string },
): Promise<void> {
  const db = ctx.database.db;
  const open = await repository.findOpenPayment(db, order.store_id, order.id);
  if (open) {
    const { client } = await providerOfPayment(ctx, open);
    if (client) await applyProviderState(ctx, open, await client.fetchState(open.reference));
    return;
  }
  const payment = { store_id: order.store_id, order_id: order.id, provider: charge.provider };
  const { client } = await providerOfPayment(ctx, payment);
  // Keys removed since: the job is tried again for days, then shown to the merchant among failed jobs.
  if (!client) throw new Error(`the store has no keys for ${charge.provider}`);
  const attempt = (await repository.listPayments(db, order.store_id, order.id)).length;
  const store = await findMailStore(db, order.store_id);
  const origin = storeOrigin(store.slug, ctx.config);
  const paid = await client.chargeRecurring({
    mandate: charge.mandate,
    amount: order.total_incl_vat,
    description: `${store.name} ${formatOrderNumber(order.number)}`,
    callbackUrl: callbackUrl(origin, charge.provider),
    idempotencyKey: `${order.id}-${attempt}`,
  });
  const now = ctx.clock.now().toISOString();
  try {
    await repository.insertPayment(db, {
      ...payment,
      reference: paid.reference,
      status: 'open',
      amount: order.total_incl_vat,
      checkout_url: '',
      mandate: charge.mandate,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Another run recorded the same charge first: its status is applied once, whoever applies it.
    if (!isUniqueViolation(error)) throw error;
  }
  if (paid.status) await applyPaymentStatus(ctx, paid.reference, paid.status, `provider:${charge.provider}`);
}
