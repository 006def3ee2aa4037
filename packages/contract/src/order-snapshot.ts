import { z } from 'zod';
import { BUSINESS_TYPES, LOCALES } from './constants.js';
import { ORDER_STATUSES } from './order-lifecycle.js';
import { appliedDiscount } from './discount-codes.js';
import { vatTreatment } from './vat.js';

/** One line of an order as it was when an event about the order happened. */
export const orderSnapshotLine = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** Cents, as charged. */
  unit_price: z.number().int(),
  vat_rate: z.number(),
  vat_class: z.string().nullable(),
  total_excl_vat: z.number().int(),
  total_vat: z.number().int(),
  total_incl_vat: z.number().int(),
});

/**
 * The order an event tells of, written with the event in the change's transaction (decision 064): what
 * its handlers need (the merchant's notices, the buyer's mails about a cancel or refund, the webhooks'
 * bodies) without reading the order again. Amounts in cents.
 */
export const orderSnapshot = z.object({
  id: z.string(),
  /** As the buyer sees it: `2026-0001`. */
  number: z.string(),
  status: z
    .enum(ORDER_STATUSES)
    .describe(
      "The order's status: `pending` (awaiting payment), `paid`, `failed` (the payment failed; it may be paid again), `expired`, `cancelled` or `refunded`.",
    ),
  email: z.string(),
  customer_name: z.string(),
  locale: z.enum(LOCALES),
  currency: z.literal('EUR'),
  business_type: z.enum(BUSINESS_TYPES),
  vat_treatment: vatTreatment,
  /**
   * The buyer's country (ISO 3166-1 alpha-2), the country of consumption. Absent from the snapshots of
   * events written before it was added.
   */
  buyer_country: z.string().optional(),
  total_excl_vat: z.number().int(),
  total_vat: z.number().int(),
  total_incl_vat: z.number().int(),
  test_mode: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  lines: z.array(orderSnapshotLine),
  /** The discount code and the cents it took off (decision 040); absent in events written before it was kept. */
  discount: appliedDiscount.nullable().optional(),
  /** The subscription a renewal order renews (decision 079); null for an order a buyer placed, absent in older events. */
  subscription_id: z.number().int().nullable().optional(),
});
export type OrderSnapshot = z.infer<typeof orderSnapshot>;
