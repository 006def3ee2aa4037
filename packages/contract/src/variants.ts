import { z } from 'zod';
import { LOCALES } from './constants.js';
import { cents, id } from './common.js';
import { humanText } from './human-text.js';
import { MAX_ACTIVATION_LIMIT } from './licenses.js';
import { MAX_TRIAL_DAYS, subscriptionInterval, trialDays } from './subscriptions.js';
import { vatClass } from './vat.js';

/** A product has at most this many variants: a choice a buyer can still take in at a glance. */
export const MAX_VARIANTS = 20;

/**
 * The most a buyer may choose to pay for a pay-what-you-want variant: €10,000, well above what a fan
 * pays and below what a typo of a few zeros asks (decision 076). A suggested price is at most this too.
 */
export const MAX_CHOSEN_PRICE_CENTS = 1_000_000;

const PWYW = 'Whether the buyer chooses the price; `price` is then the suggestion.';
const MINIMUM = 'The least a buyer may choose to pay, in cents (pay what you want only).';
const CODES = 'Whether discount codes take something off a price the buyer chose.';
const INTERVAL_INPUT =
  'How often this variant renews as a subscription: `month` or `year`; null: bought once. Left out: an existing variant keeps its own, a new one takes the product’s `subscription_interval` when it is the first, else none.';
const TRIAL_INPUT = `Days of a free trial before the first charge, 1 to ${MAX_TRIAL_DAYS}; null or 0: none. Left out: an existing variant keeps its own.`;

/** A variant's name in another language than the store's; empty: the store language's name. */
export const variantTranslations = z.partialRecord(
  z.enum(LOCALES),
  z.object({ name: humanText({ max: 200 }).default('') }),
);
export type VariantTranslations = z.infer<typeof variantTranslations>;

/** As stored and answered: the names as they were saved (see `storedProductTranslations`). */
export const storedVariantTranslations = z.partialRecord(
  z.enum(LOCALES),
  z.object({ name: z.string().default('') }),
);

/**
 * A variant as the product editor sends it, in the product's update: the whole list, in its order. An
 * `id` keeps that variant of the product; none adds one; a variant left out is removed (decision 076).
 * For pay what you want, `price` is the suggested price and `minimum_price` the least a buyer pays.
 */
export const variantInput = z.object({
  id: id.optional(),
  name: humanText({ max: 200 }).default(''),
  translations: variantTranslations.default({}),
  price: cents,
  /** Null: the product's class. */
  vat_class: vatClass.nullable().default(null),
  /** The activation limit of the licence keys this variant's buyers get; null: the licence item's. */
  activation_limit: z.number().int().min(1).max(MAX_ACTIVATION_LIMIT).nullable().default(null),
  pay_what_you_want: z.boolean().default(false).describe(PWYW),
  minimum_price: cents.default(0).describe(MINIMUM),
  /** Whether the cart's discount code takes something off a price the buyer chose. */
  discount_codes_apply: z.boolean().default(false).describe(CODES),
  /** Sold as a subscription (decision 084); see `INTERVAL_INPUT` for what leaving it out does. */
  subscription_interval: subscriptionInterval.nullable().optional().describe(INTERVAL_INPUT),
  /** A subscription's free trial in days; only a subscribed variant has one (decision 084). */
  trial_days: trialDays.optional().describe(TRIAL_INPUT),
});
export type VariantInput = z.infer<typeof variantInput>;

export const variantsInput = z
  .array(variantInput)
  .min(1)
  .max(MAX_VARIANTS)
  .describe(
    'The variants a buyer chooses between, whole and in order; the first one’s price is the product’s.',
  );

/** A variant as the admin reads it. */
export const productVariant = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: storedVariantTranslations,
  price: z.number().int(),
  vat_class: vatClass.nullable(),
  activation_limit: z.number().int().nullable(),
  position: z.number().int(),
  pay_what_you_want: z.boolean().describe(PWYW),
  minimum_price: z.number().int().describe(MINIMUM),
  discount_codes_apply: z.boolean().describe(CODES),
  subscription_interval: subscriptionInterval.nullable(),
  trial_days: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;
