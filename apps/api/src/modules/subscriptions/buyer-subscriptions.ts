import {
  allowedBuyerActions,
  RUNNING_SUBSCRIPTION_STATUSES,
  type BuyerSubscription,
  type BuyerSubscriptionAction,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { startMandatePayment } from '../payments/index.js';
import { cancelAtPeriodEnd, resumeSubscription } from './subscription-actions.js';
import { toSubscriptionView } from './subscription-views.js';
import * as repository from './subscriptions.repository.js';

/** A subscription as its buyer sees it: what and when they pay, and what they may do with it. */
function toBuyerSubscription(view: SubscriptionView): BuyerSubscription {
  return {
    id: view.id,
    status: view.status,
    interval: view.interval,
    order_id: view.order_id,
    name: view.name,
    quantity: view.quantity,
    unit_price: view.unit_price,
    current_period_end: view.current_period_end,
    trial_ends_at: view.trial_ends_at,
    cancel_at_period_end: view.cancel_at_period_end,
    next_charge_at: view.next_charge_at,
    ended_at: view.ended_at,
    actions: allowedBuyerActions(view),
  };
}

const running = (status: SubscriptionStatus) =>
  (RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);

/** A buyer's subscriptions in the library (decision 081): running ones first, each group newest first. */
export async function subscriptionsOfBuyer(db: Db, storeId: number, email: string) {
  const rows = await repository.listSubscriptionsOfBuyer(db, storeId, email);
  const views = rows.map(toSubscriptionView);
  return [
    ...views.filter((view) => running(view.status)),
    ...views.filter((view) => !running(view.status)),
  ].map(toBuyerSubscription);
}

/**
 * The buyer cancels their subscription at its period's end or takes that back, as `buyer:<address>`.
 * Another address's or another store's subscription is not found (404), whether it exists or not.
 */
export async function changeBuyersSubscription(
  ctx: AppContext,
  storeId: number,
  email: string,
  id: number,
  action: BuyerSubscriptionAction,
): Promise<BuyerSubscription> {
  const subscription = await repository.findSubscription(ctx.database.db, storeId, id);
  if (!subscription || subscription.email !== email) throw AppError.notFound();
  const change = action === 'resume' ? resumeSubscription : cancelAtPeriodEnd;
  return toBuyerSubscription(await change(ctx, storeId, id, `buyer:${email}`));
}

/**
 * The buyer changes the payment method of their running subscription (decision 081): answers the page
 * of the subscription's provider where they give a new mandate, charging nothing. Another address's or
 * another store's subscription is not found (404); an ended one is 422 `subscription_ended`.
 */
export async function changeBuyersPaymentMethod(
  ctx: AppContext,
  store: { id: number; slug: string; name: string },
  email: string,
  id: number,
): Promise<string> {
  const subscription = await repository.findSubscription(ctx.database.db, store.id, id);
  if (!subscription || subscription.email !== email) throw AppError.notFound();
  if (!running(subscription.status)) throw AppError.invalid({ subscription: 'subscription_ended' });
  return startMandatePayment(ctx, store, subscription);
}
