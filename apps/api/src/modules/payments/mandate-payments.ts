import { SHOP_ROUTES, type ReportedPaymentStatus } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { randomToken } from '../../lib/crypto.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { shopPageLink } from '../../lib/hosts.js';
import { transaction } from '../../unit-of-work.js';
import { findOrder } from '../orders/index.js';
import { atProvider, PAYMENT_LINK_WINDOW_SECONDS, PAYMENT_LINKS_PER_ORDER } from './at-provider.js';
import { callbackUrl, storeOrigin } from './callback-addresses.js';
import * as repository from './payments.repository.js';
import { providerOfPayment, testProviderMayPay } from './provider-configs.service.js';

/** A subscription whose payment method changes: the one its renewals are charged through. */
export interface MandateFor {
  id: number;
  store_id: number;
  order_id: string;
  provider: string;
  name: string;
}

const notPayable = () => AppError.invalid({ subscription: 'subscription_not_payable' });

/**
 * Applies a status its provider reported to a subscription's mandate-only payment (decision 081). Once
 * paid, the mandate it left (told with the payment by the test provider, else asked of the provider
 * before the transaction, as every call out is) is published as `payment.mandate_taken`, which the
 * subscription keeps in the same transaction. Repeated or out of order, it changes nothing more.
 */
export async function applyMandateStatus(
  ctx: AppContext,
  payment: PaymentRow,
  status: ReportedPaymentStatus,
  actor: string,
) {
  let mandate = payment.mandate;
  if (status === 'paid' && !mandate) {
    const { client } = await providerOfPayment(ctx, payment);
    mandate = client ? await client.mandateOf(payment.reference) : null;
  }
  await transaction(ctx, async (uow) => {
    const now = uow.clock.now().toISOString();
    const from = repository.startingFrom(status);
    if (!(await repository.transitionPayment(uow.db, payment.id, from, status, now))) return;
    if (status !== 'paid' || !mandate) return;
    await uow.events.publish(uow, 'payment.mandate_taken', payment.store_id, {
      order_id: payment.order_id,
      actor,
      subscription_id: payment.subscription_id!,
      provider: payment.provider,
      mandate,
    });
  });
}

/**
 * Whether the subscription's open mandate payment can be offered again: the test provider's while its
 * store may still use it, a live one while its provider still reports it open. One that ended takes
 * that status now (its callback may come late).
 */
async function stillOpen(ctx: AppContext, payment: PaymentRow): Promise<boolean> {
  const { client } = await providerOfPayment(ctx, payment);
  if (payment.provider === 'test' || !client) return true;
  const state = await client.fetchState(payment.reference);
  if (state.status === null) return true;
  await applyMandateStatus(ctx, payment, state.status, `provider:${payment.provider}`);
  return false;
}

/**
 * Starts a mandate-only payment (nothing charged: decision 084's €0 first payment at Mollie, a setup
 * session at Stripe, the test page) at the subscription's own provider, for the buyer of its first
 * order, and answers the provider's page to send them to; they come back to the library. A request
 * sent again answers the open one while it is open, so one subscription never has two; each asks the
 * provider, so they are counted as payment links are.
 */
export async function startMandatePayment(
  ctx: AppContext,
  store: { slug: string; name: string },
  subscription: MandateFor,
): Promise<string> {
  const db = ctx.database.db;
  const order = (await findOrder(db, subscription.store_id, subscription.order_id))!;
  // A test subscription of a store gone live is charged by nothing, so it takes no new mandate either.
  if (order.test_mode === 1 && !(await testProviderMayPay(db, order))) throw notPayable();
  await enforceLimits(ctx.rateLimiter, [
    {
      key: `payment-method:subscription:${subscription.id}`,
      limit: PAYMENT_LINKS_PER_ORDER,
      windowSeconds: PAYMENT_LINK_WINDOW_SECONDS,
    },
  ]);
  const open = await repository.findOpenMandatePayment(db, subscription.store_id, subscription.id);
  if (open && (await atProvider(() => stillOpen(ctx, open)))) return open.checkout_url;

  const payment = { store_id: subscription.store_id, order_id: order.id, provider: subscription.provider };
  const { client } = await providerOfPayment(ctx, payment);
  if (!client) throw notPayable();
  const origin = storeOrigin(store.slug, ctx.config);
  const created = await atProvider(() =>
    client.createPayment({
      reference: randomToken(),
      amount: 0,
      description: `${store.name} ${subscription.name}`,
      returnUrl: shopPageLink(origin, SHOP_ROUTES.library, order.locale),
      callbackUrl: callbackUrl(origin, client.name),
      origin,
      recurring: { email: order.email, name: order.customer_name },
    }),
  );
  const now = ctx.clock.now().toISOString();
  try {
    await repository.insertPayment(db, {
      ...payment,
      subscription_id: subscription.id,
      reference: created.reference,
      status: 'open',
      amount: 0,
      checkout_url: created.checkoutUrl,
      mandate: created.mandate ?? null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // A request beside this one opened it first: both answer that one.
    const winner = isUniqueViolation(error)
      ? await repository.findOpenMandatePayment(db, subscription.store_id, subscription.id)
      : undefined;
    if (!winner) throw error;
    return winner.checkout_url;
  }
  return created.checkoutUrl;
}
