import { z } from 'zod';
import { MAX_ORDER_TOTAL_CENTS, MAX_PRICE_CENTS } from './bounds.js';
import { id, idNumber } from './common.js';

/** A discount code's kind (decision 040): a percentage of the eligible lines, or a fixed amount in cents. */
export const DISCOUNT_CODE_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number];

/** Letters, digits, hyphens and underscores, as a shopper can type it; compared without regard to case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
/** The most uses a code can be given, in all or per e-mail address. */
export const MAX_DISCOUNT_CODE_USES = 1_000_000;
/** The most products a code can be limited to. */
export const MAX_DISCOUNT_CODE_PRODUCTS = 500;

/**
 * Why a code does not apply to a cart or an order: the 422's message code on `discount_code`. A code
 * that does not exist, is not valid yet, has expired or is used up gets one answer, `invalid`, so that
 * guessing tells nothing about the store's codes, not even that a promotion is coming (decision 045).
 * `used_up` is the answer of the order that lost the last use to another placed at the same moment.
 */
export const DISCOUNT_CODE_REFUSALS = [
  'discount_code_invalid',
  'discount_code_used_up',
  'discount_code_used_up_for_email',
  'discount_code_no_eligible_product',
  'discount_code_below_minimum',
] as const;
export type DiscountCodeRefusal = (typeof DISCOUNT_CODE_REFUSALS)[number];

export const discountCodeText = z
  .string()
  .trim()
  .regex(DISCOUNT_CODE_PATTERN, { error: 'discount_code_format' });

const moment = z.iso.datetime({ offset: true, error: 'invalid_format' });
const usesLimit = z.number().int().min(1).max(MAX_DISCOUNT_CODE_USES).nullable().default(null);

/**
 * A code as the merchant writes it; a PUT sends the whole code again. A percentage is 1–100, an
 * amount in cents; the server refuses a percentage above 100, an end before the start and products
 * that are not the store's, each on its field.
 */
export const discountCodeRequest = z.object({
  store_id: id,
  code: discountCodeText.describe('The code the buyer enters at checkout, unique in the store.'),
  type: z
    .enum(DISCOUNT_CODE_TYPES)
    .describe('`percentage`: `value` percent off; `fixed_amount`: `value` cents off.'),
  value: z
    .number()
    .int()
    .min(1)
    .max(MAX_PRICE_CENTS)
    .describe('The percentage off (1 to 100) for `percentage`, the cents off for `fixed_amount`.'),
  starts_at: moment.nullable().default(null),
  ends_at: moment.nullable().default(null),
  max_uses: usesLimit,
  max_uses_per_email: usesLimit,
  product_ids: z
    .array(idNumber)
    .max(MAX_DISCOUNT_CODE_PRODUCTS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate_products' })
    .default([]),
  minimum_total: z.number().int().min(0).max(MAX_ORDER_TOTAL_CENTS).default(0),
});
export type DiscountCodeRequest = z.infer<typeof discountCodeRequest>;
export type DiscountCodeInput = z.input<typeof discountCodeRequest>;

export const discountCode = z.object({
  id: z.number().int(),
  code: z.string().describe('The code the buyer enters at checkout.'),
  type: z
    .enum(DISCOUNT_CODE_TYPES)
    .describe('`percentage`: `value` percent off; `fixed_amount`: `value` cents off.'),
  value: z.number().int().describe('The percentage off for `percentage`, the cents off for `fixed_amount`.'),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_email: z.number().int().nullable(),
  product_ids: z.array(z.number().int()),
  minimum_total: z.number().int(),
  /** Paid orders that used the code. */
  uses: z.number().int(),
  /** Orders placed with the code and not yet paid: each holds one use until it is paid or given up. */
  reserved: z.number().int(),
  created_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCode>;

/** What a cart or an order says of its code: the code and the cents taken off (in the store's basis). */
export const appliedDiscount = z.object({
  code: z.string().describe('The discount code as the buyer entered it.'),
  amount: z
    .number()
    .int()
    .describe(
      "The cents it takes off, in the store's basis (incl. VAT in a b2c store, excl. VAT in a b2b store).",
    ),
});
export type AppliedDiscount = z.infer<typeof appliedDiscount>;
