import { z } from 'zod';
import { id } from './common.js';
import { vatScheme } from './vat.js';

/**
 * The EU's threshold for distance sales, in cents excl. VAT: a store's sales to consumers in other
 * member states in a calendar year, above which they are taxed at the buyer's state's rate (OSS),
 * from the sale that passes it (Directive 2006/112/EC, art. 59c; decision 029).
 */
export const DISTANCE_SALES_THRESHOLD = 1_000_000;

export const distanceSalesQuery = z.object({ store_id: id });

/** How far the store's distance sales of the calendar year are from the threshold. */
export const distanceSales = z.object({
  year: z.number().int(),
  /** The store's VAT scheme now: the threshold matters to a store on `domestic`. */
  scheme: vatScheme,
  /** Consumer sales to other member states this year, excl. VAT, less their credit notes, in cents. */
  amount: z.number().int(),
  threshold: z.number().int(),
  /** True once `amount` is over the threshold: the store must charge under OSS. */
  passed: z.boolean(),
  /** True while the store is in test mode: its test orders are counted, else only live ones. */
  test_mode: z.boolean(),
});
export type DistanceSales = z.infer<typeof distanceSales>;
