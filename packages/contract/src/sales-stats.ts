import { z } from 'zod';
import { id } from './common.js';
import { ORDER_STATUSES } from './order-lifecycle.js';

/** The periods the store's home can show sales over, in days ending today. */
export const SALES_PERIODS = [7, 30, 90] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const salesStatsQuery = z.object({
  store_id: id,
  days: z.coerce
    .number()
    .pipe(
      z.union(
        SALES_PERIODS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>],
      ),
    )
    .default(30),
});

const salesTotals = z.object({
  /** Cents, including VAT. */
  revenue: z.number().int(),
  orders: z.number().int(),
});

/**
 * A store's sales: paid orders (refunded ones no longer count) per day (UTC) over the chosen period,
 * its totals beside those of the period before, the best-selling products and the latest orders.
 */
export const salesStats = z.object({
  days: z.number().int(),
  /** Whether the store has sold anything at all, ever: until then its home shows a setup checklist. */
  has_sales: z.boolean(),
  /** One entry per day of the period, oldest first, days without sales included. */
  series: z.array(salesTotals.extend({ date: z.string() })),
  /** The period before, day by day, in the same order: day i of it lies `days` days before day i above. */
  previous_series: z.array(salesTotals.extend({ date: z.string() })),
  current: salesTotals,
  previous: salesTotals,
  top_products: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  recent_orders: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      status: z
        .enum(ORDER_STATUSES)
        .describe(
          "The order's status: `pending` (awaiting payment), `paid`, `failed` (the payment failed; it may be paid again), `expired`, `cancelled` or `refunded`.",
        ),
      customer_name: z.string(),
      total_incl_vat: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type SalesStats = z.infer<typeof salesStats>;
