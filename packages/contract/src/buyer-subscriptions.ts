import { z } from 'zod';
import { envelope, id } from './common.js';
import { storeSlugParams } from './stores.js';
import { RUNNING_SUBSCRIPTION_STATUSES, subscriptionView, type SubscriptionStatus } from './subscriptions.js';

/**
 * What a buyer may do with their subscription from the library (decision 081): cancel it at its
 * period's end, or take that back while the period runs.
 */
export const BUYER_SUBSCRIPTION_ACTIONS = ['cancel-at-period-end', 'resume'] as const;
export type BuyerSubscriptionAction = (typeof BUYER_SUBSCRIPTION_ACTIONS)[number];

/** The actions a subscription allows its buyer: only a running one changes. */
export function allowedBuyerActions(subscription: {
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
}): BuyerSubscriptionAction[] {
  if (!(RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(subscription.status))
    return [];
  return [subscription.cancel_at_period_end ? 'resume' : 'cancel-at-period-end'];
}

/** A subscription as its buyer's library shows it: what they pay, when, and until when it runs. */
export const buyerSubscription = subscriptionView
  .pick({
    id: true,
    status: true,
    interval: true,
    order_id: true,
    name: true,
    quantity: true,
    unit_price: true,
    current_period_end: true,
    trial_ends_at: true,
    cancel_at_period_end: true,
    next_charge_at: true,
    ended_at: true,
  })
  .extend({
    actions: z
      .array(z.enum(BUYER_SUBSCRIPTION_ACTIONS))
      .describe('What the buyer may do with it now: `cancel-at-period-end` or `resume`.'),
  });
export type BuyerSubscription = z.infer<typeof buyerSubscription>;

export const buyerSubscriptionsResponse = envelope(z.array(buyerSubscription));

export const buyerSubscriptionParams = storeSlugParams.extend({
  subscriptionId: id.describe('The subscription, as the library lists it.'),
});

export const buyerSubscriptionActionParams = buyerSubscriptionParams.extend({
  action: z
    .enum(BUYER_SUBSCRIPTION_ACTIONS)
    .describe('`cancel-at-period-end` ends it when its period ends; `resume` takes that back.'),
});
