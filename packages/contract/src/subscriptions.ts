import { z } from 'zod';

/** How often a subscription renews (decision 079). */
export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];
export const subscriptionInterval = z.enum(SUBSCRIPTION_INTERVALS);

/** The longest free trial a variant may give: a year, which no subscription seller exceeds (decision 084). */
export const MAX_TRIAL_DAYS = 365;

/** Days of a variant's free trial: 1 to `MAX_TRIAL_DAYS`; null or 0 (as the editor's empty field sends it): none. */
export const trialDays = z
  .number()
  .int()
  .min(0)
  .max(MAX_TRIAL_DAYS)
  .nullable()
  .transform((days) => (days === 0 ? null : days));

/**
 * What a variant sold as a subscription promises (decision 084): renewed every `interval`, after a free
 * trial of `trial_days` when it has one.
 */
export const subscriptionTerms = z.object({
  interval: subscriptionInterval.describe('How often it renews and is charged: `month` or `year`.'),
  trial_days: z.number().int().nullable(),
});
export type SubscriptionTerms = z.infer<typeof subscriptionTerms>;

/** What `subscription` means wherever terms are shown: on a variant, a cart line, an order line. */
export const SUBSCRIPTION_TERMS_TEXT =
  'The subscription terms the buyer pays by: renewed every `interval`, after a free trial of `trial_days` where there is one; null: bought once.';

/**
 * Where a subscription stands (decision 079): running (`trialing`, `active`), a renewal failed and is
 * being retried (`past_due`), or ended: by a cancellation (`cancelled`) or by renewals that kept
 * failing (`expired`).
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses in which a subscription gives what it sells: its files, links and licence keys. */
export const RUNNING_SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

/**
 * Days after a failed renewal that it is tried again, each counted from the failure before; a failure
 * after the last ends the subscription (`expired`). 1 + 2 + 2: tried on days 0, 1, 3 and 5.
 */
export const RENEWAL_RETRY_DAYS = [1, 2, 2] as const;

/** The whole months of an interval. */
const MONTHS: Record<SubscriptionInterval, number> = { month: 1, year: 12 };

/**
 * The end of the `periods`-th period of a subscription that started at `start`, counted from the start
 * each time (never from the last end), so that a subscription started on 31 January ends its periods on
 * 28 (or 29) February, 31 March, 30 April: the day of the month is kept where the month has it.
 */
export function periodEnd(start: Date, interval: SubscriptionInterval, periods: number): Date {
  const months = start.getUTCMonth() + MONTHS[interval] * periods;
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** A subscription as the merchant's admin and webhooks show it; times are ISO 8601, money in cents. */
export const subscriptionView = z.object({
  id: z.number().int(),
  status: z
    .enum(SUBSCRIPTION_STATUSES)
    .describe(
      "The subscription's status: running (`trialing`, `active`, `past_due`: a renewal failed and is tried again) or ended (`cancelled`, `expired`: its renewals kept failing).",
    ),
  interval: subscriptionInterval,
  /** The paid order it came from. */
  order_id: z.string(),
  product_id: z.number().int().nullable(),
  /** The variant it renews (decision 084); null for subscriptions from before variants carried terms. */
  variant_id: z.number().int().nullable().describe('The variant it renews; null when it was not known.'),
  name: z.string(),
  email: z.string(),
  quantity: z.number().int(),
  /** A unit's price as the store prices it (with VAT in a b2c store). */
  unit_price: z.number().int(),
  /** Periods paid so far, the first order's included. */
  periods: z.number().int(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  /** The end of its free trial, from which its periods count; null: it had none (decision 084). */
  trial_ends_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** When it is charged next; null once it ended or while it is cancelled at its period's end. */
  next_charge_at: z.string().nullable(),
  failed_charges: z.number().int(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
