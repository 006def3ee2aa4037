import { z } from 'zod';
import { id, listEnvelope, pageQuery } from './common.js';
import { humanText } from './human-text.js';
import { ORDER_STATUSES } from './order-lifecycle.js';
import { cartTotals } from './shop.js';
import {
  RUNNING_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUSES,
  subscriptionView,
  type SubscriptionStatus,
} from './subscriptions.js';

/**
 * What the merchant may do with a subscription (decision 082): end it now, end it at its period's end,
 * take that back, or give back its latest payment and end it now.
 */
export const SUBSCRIPTION_ACTIONS = ['cancel', 'cancel-at-period-end', 'resume', 'refund'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/**
 * The actions a subscription allows: a running one may be ended now or at its period's end (or that
 * taken back); a refund needs something left to give back of its latest paid order.
 */
export function allowedSubscriptionActions(
  subscription: { status: SubscriptionStatus; cancel_at_period_end: boolean },
  refundableCents: number,
): SubscriptionAction[] {
  const running = (RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(
    subscription.status,
  );
  const allowed: Record<SubscriptionAction, boolean> = {
    cancel: running,
    // A renewal that is failing has no paid period left to run to its end: it can only be ended now.
    'cancel-at-period-end':
      running && subscription.status !== 'past_due' && !subscription.cancel_at_period_end,
    resume: running && subscription.cancel_at_period_end,
    refund: refundableCents > 0,
  };
  return SUBSCRIPTION_ACTIONS.filter((action) => allowed[action]);
}

/** The store's subscriptions, newest first, of one status or found by the buyer's address (decision 082). */
export const adminSubscriptionListQuery = pageQuery.extend({
  store_id: id,
  status: z.enum(SUBSCRIPTION_STATUSES).optional().describe('Only subscriptions of this status.'),
  /** Part of the buyer's address, in any case: "nina" finds Nina.Jansen@example.com. */
  search: humanText({ max: 200 }).optional(),
});
export type AdminSubscriptionListQuery = z.infer<typeof adminSubscriptionListQuery>;

/** A subscription as the admin lists it: as its webhooks show it, with the order it came from. */
export const adminSubscription = subscriptionView.extend({
  customer_name: z.string(),
  order_number: z.number().int(),
  test_mode: z.boolean(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

/** A search counts its matches up to a cap, as the orders' does (decision 057). */
export const adminSubscriptionListResponse = listEnvelope(adminSubscription).extend({
  meta: listEnvelope(adminSubscription)
    .shape.meta.extend({ total_capped: z.boolean() })
    .describe('Where this page lies in the whole list.'),
});
export type AdminSubscriptionListResponse = z.infer<typeof adminSubscriptionListResponse>;

/** One of the orders a subscription was paid with: the first, or a renewal. */
export const subscriptionOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z
    .enum(ORDER_STATUSES)
    .describe(
      "The order's status: `pending` (a renewal being charged), `paid`, `failed` (a renewal's charge failed; it is tried again), `expired`, `cancelled` or `refunded`.",
    ),
  period: z
    .number()
    .int()
    .describe('The period the order paid for: 1 for the first order, 2 for the first renewal, and so on.'),
  totals: cartTotals.describe("The order's totals in cents: excluding VAT, VAT, and including VAT."),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrder>;

/**
 * A subscription with its orders, newest first, what a refund of it would give back, and what the
 * merchant may do with it.
 */
export const adminSubscriptionDetail = adminSubscription.extend({
  actions: z
    .array(z.enum(SUBSCRIPTION_ACTIONS))
    .describe(
      'What the merchant may do with the subscription now: `cancel`, `cancel-at-period-end`, `resume` (take a cancellation at the period end back) or `refund` (give back the latest payment, and end it now if it runs).',
    ),
  orders: z.array(subscriptionOrder).describe("The subscription's orders, newest first."),
  refundable: z
    .number()
    .int()
    .describe(
      'Cents incl. VAT the `refund` action gives back: what is left to refund of the subscription in its latest paid order; 0 when nothing is.',
    ),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetail>;

export const adminSubscriptionParams = z.object({ id });

export const adminSubscriptionActionParams = z.object({
  id,
  action: z
    .enum(SUBSCRIPTION_ACTIONS)
    .describe(
      'What to do: `cancel` (end it now), `cancel-at-period-end`, `resume` (take that back), or `refund` (give back the latest payment and end it now).',
    ),
});

/**
 * What the store's subscriptions bring in per month (decision 082): the price of each that is paying
 * (`active`, `past_due`) times its quantity, the yearly ones' sum divided by 12 (rounded half up once),
 * in the store's price basis; and how many there are of each status.
 */
export const subscriptionMrr = z.object({
  mrr: z
    .number()
    .int()
    .describe(
      "Monthly recurring revenue in cents: the sum of the paying (`active` and `past_due`) subscriptions' unit price × quantity, a yearly one's divided by 12, as the store shows prices (incl. VAT in a b2c store, excl. VAT in a b2b store).",
    ),
  vat_included: z
    .boolean()
    .describe('Whether `mrr` includes VAT: true in a b2c store, false in a b2b store.'),
  counts: z
    .object(
      Object.fromEntries(
        SUBSCRIPTION_STATUSES.map((status) => [
          status,
          z.number().int().describe(`How many of the store's subscriptions are \`${status}\`.`),
        ]),
      ) as Record<(typeof SUBSCRIPTION_STATUSES)[number], z.ZodNumber>,
    )
    .describe("How many of the store's subscriptions there are of each status."),
  cancelling: z
    .number()
    .int()
    .describe('How many running subscriptions end at their period end (counted in `mrr` until then).'),
});
export type SubscriptionMrr = z.infer<typeof subscriptionMrr>;
