import { periodEnd, RENEWAL_RETRY_DAYS, RUNNING_SUBSCRIPTION_STATUSES } from '@platform/contract';
import type { MandateTaken, SubscriptionTopic } from '../../events/topics.js';
import { dropJobs, queueJobs } from '../../jobs/job-queue.js';
import { addSeconds } from '../../lib/clock.js';
import type { SubscriptionRow } from '../../db/schema.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { changeOrderStatus, findOrder, listOrderLines } from '../orders/index.js';
import { paidPaymentOf } from '../payments/index.js';
import { subscriptionPrice } from '../products/index.js';
import * as repository from './subscriptions.repository.js';
import { toSubscriptionView } from './subscription-views.js';

const DAY_SECONDS = 24 * 3600;

export async function publishChange(
  uow: UnitOfWork,
  topic: SubscriptionTopic,
  row: SubscriptionRow,
  orderId: string,
  actor: string,
) {
  await uow.events.publish(uow, topic, row.store_id, {
    order_id: orderId,
    actor,
    subscription: toSubscriptionView(row),
  });
}

/** Queues the subscription's renewal job, due at `at`: its next charge, or its end when cancelled. */
async function queueRenewal(uow: UnitOfWork, row: SubscriptionRow, at: Date) {
  await queueJobs(uow.db, uow.clock.now(), [{ store_id: row.store_id, kind: 'renewal', ref_id: row.id }], at);
}

/**
 * Starts a subscription for each line of a paid order that was ordered as one, in the transaction that
 * makes it paid (decision 079): its first period begins now, and its renewal is queued for the period's
 * end. A line ordered with a free trial (decision 084) starts `trialing` instead, with no period paid:
 * its first charge is the renewal at the trial's end, from which its periods are counted. The price it
 * renews at is its variant's as it is now (the store's basis: with VAT in a b2c store), the rate each
 * renewal's day's; the provider and mandate are those of the payment that paid (or, for an order of
 * trials alone, that took the mandate).
 */
export async function startSubscriptions(uow: UnitOfWork, storeId: number, orderId: string, actor: string) {
  const lines = (await listOrderLines(uow.db, storeId, orderId)).filter((line) => line.subscription_interval);
  if (lines.length === 0) return;
  const order = (await findOrder(uow.db, storeId, orderId))!;
  const payment = await paidPaymentOf(uow.db, storeId, orderId);
  const now = uow.clock.now();
  for (const line of lines) {
    const interval = line.subscription_interval!;
    const price =
      line.product_id === null || line.variant_id === null
        ? undefined
        : await subscriptionPrice(uow.db, storeId, line.product_id, line.variant_id, line.unit_price);
    const trialEnd = line.trial_days ? addSeconds(now, line.trial_days * DAY_SECONDS) : null;
    const end = (trialEnd ?? periodEnd(now, interval, 1)).toISOString();
    const row = await repository.insertSubscription(uow.db, {
      store_id: storeId,
      order_id: orderId,
      product_id: line.product_id,
      variant_id: line.variant_id,
      email: order.email,
      name: line.name,
      quantity: line.quantity,
      unit_price: price ?? line.unit_price,
      vat_class: line.vat_class ?? 'standard',
      interval,
      status: trialEnd ? 'trialing' : 'active',
      started_at: now.toISOString(),
      trial_ends_at: trialEnd?.toISOString() ?? null,
      periods: trialEnd ? 0 : 1,
      current_period_start: now.toISOString(),
      current_period_end: end,
      // A free first order had no payment: its renewals are charged through nothing while they stay free.
      provider: payment?.provider ?? 'free',
      mandate: payment?.mandate ?? null,
      next_charge_at: end,
      cancelled_at: null,
      ended_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await queueRenewal(uow, row, new Date(end));
    await publishChange(uow, 'subscription.created', row, orderId, actor);
  }
}

/**
 * A renewal order was paid: its subscription moves on to the period it paid for, the retries are
 * forgotten, and the next renewal is queued for the new period's end. A second report of the same
 * payment finds the period paid already and changes nothing.
 */
export async function renewalPaid(uow: UnitOfWork, storeId: number, orderId: string, actor: string) {
  const order = (await findOrder(uow.db, storeId, orderId))!;
  const subscription = await repository.findSubscription(uow.db, storeId, order.subscription_id!);
  const period = order.subscription_period!;
  if (!subscription || subscription.periods >= period) return;
  // After a trial the periods count from its end, the first of them paid by this order (decision 084).
  const from = subscription.trial_ends_at ?? subscription.started_at;
  const end = periodEnd(new Date(from), subscription.interval, period);
  const row = await repository.updateSubscription(
    uow.db,
    storeId,
    subscription.id,
    RUNNING_SUBSCRIPTION_STATUSES,
    {
      status: 'active',
      periods: period,
      current_period_start: subscription.current_period_end,
      current_period_end: end.toISOString(),
      next_charge_at: end.toISOString(),
      failed_charges: 0,
      updated_at: uow.clock.now().toISOString(),
    },
  );
  if (!row) return;
  await queueRenewal(uow, row, end);
  await publishChange(uow, 'subscription.renewed', row, orderId, actor);
}

/**
 * The buyer changed the payment method (decision 081): the subscription charges with the new mandate
 * from now on. One whose renewal is failing (`past_due`) is charged again at once: its next try and its
 * renewal job move to now. Conditional on the status it was read in, so a change beside it (an end, a
 * renewal paid) is not overwritten; an ended one keeps nothing.
 */
export async function keepMandate(uow: UnitOfWork, storeId: number, taken: MandateTaken) {
  const subscription = await repository.findSubscription(uow.db, storeId, taken.subscription_id);
  if (!subscription || !(RUNNING_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status))
    return;
  const now = uow.clock.now();
  const retryNow = subscription.status === 'past_due';
  const row = await repository.updateSubscription(uow.db, storeId, subscription.id, [subscription.status], {
    provider: taken.provider,
    mandate: taken.mandate,
    ...(retryNow && { next_charge_at: now.toISOString() }),
    updated_at: now.toISOString(),
  });
  if (!row || !retryNow) return;
  await dropJobs(uow.db, now, { store_id: storeId, kind: 'renewal', ref_id: row.id });
  await queueRenewal(uow, row, now);
}

/**
 * A renewal's charge failed: it is tried again after the schedule's next pause (`RENEWAL_RETRY_DAYS`),
 * the subscription `past_due` meanwhile; a failure after the last pause ends it (`expired`) and expires
 * its renewal order. Each failure is told to the buyer and the merchant (`subscription.payment_failed`).
 */
export async function renewalFailed(uow: UnitOfWork, storeId: number, orderId: string, actor: string) {
  const order = (await findOrder(uow.db, storeId, orderId))!;
  const subscription = await repository.findSubscription(uow.db, storeId, order.subscription_id!);
  if (!subscription) return;
  const failed = subscription.failed_charges + 1;
  const pause = RENEWAL_RETRY_DAYS[failed - 1];
  const now = uow.clock.now();
  const next = pause === undefined ? null : addSeconds(now, pause * DAY_SECONDS);
  const row = await repository.updateSubscription(
    uow.db,
    storeId,
    subscription.id,
    RUNNING_SUBSCRIPTION_STATUSES,
    {
      status: 'past_due',
      failed_charges: failed,
      next_charge_at: next?.toISOString() ?? null,
      updated_at: now.toISOString(),
    },
  );
  if (!row) return;
  await publishChange(uow, 'subscription.payment_failed', row, orderId, actor);
  if (next) return queueRenewal(uow, row, next);
  const hours = (now.getTime() - new Date(order.created_at).getTime()) / 3_600_000;
  await changeOrderStatus(uow, order, 'expire', 'system', { after_hours: Math.round(hours) });
  await endSubscription(uow, row, 'expired', 'system');
}

/**
 * Ends a running subscription: `cancelled` (a cancellation took effect) or `expired` (its renewals
 * kept failing). What it gave stops with it: its licence keys no longer validate (`subscription.expired`),
 * and its renewal job is dropped. A cancellation not announced before (one at once, decision 081) is
 * published first as `subscription.cancelled`. `cancelAtPeriodEnd` ends it only while its cancellation
 * at the period's end stands (the renewal job's end, which a resume beside it must not lose to).
 */
export async function endSubscription(
  uow: UnitOfWork,
  subscription: SubscriptionRow,
  status: 'cancelled' | 'expired',
  actor: string,
  { cancelAtPeriodEnd }: { cancelAtPeriodEnd?: boolean } = {},
) {
  const now = uow.clock.now().toISOString();
  const cancelled = status === 'cancelled' ? { cancelled_at: subscription.cancelled_at ?? now } : {};
  const row = await repository.updateSubscription(
    uow.db,
    subscription.store_id,
    subscription.id,
    RUNNING_SUBSCRIPTION_STATUSES,
    { status, next_charge_at: null, ended_at: now, updated_at: now, ...cancelled },
    { cancelAtPeriodEnd },
  );
  if (!row) return row;
  await dropJobs(uow.db, uow.clock.now(), { store_id: row.store_id, kind: 'renewal', ref_id: row.id });
  if (status === 'cancelled' && subscription.cancel_at_period_end === 0) {
    await publishChange(uow, 'subscription.cancelled', row, row.order_id, actor);
  }
  await publishChange(uow, 'subscription.expired', row, row.order_id, actor);
  return row;
}
