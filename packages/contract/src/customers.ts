import { z } from 'zod';
import { id, listEnvelope, pageQuery } from './common.js';
import { humanText } from './human-text.js';

/**
 * The store's buyers (decision 071): everyone who placed an order, by their e-mail address as the
 * shop counts it (`email_key`: lower case, without a `+tag`, decision 048), in the address's order.
 */
export const adminCustomerListQuery = pageQuery.extend({
  store_id: id,
  /** The start of the address: "nina" finds nina.jansen@…, "nina.jansen@acme" narrows it. */
  search: humanText({ max: 200 }).optional(),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuery>;

export const adminCustomer = z.object({
  /** The address key: the orders list takes it as `customer` to show this buyer's orders. */
  customer: z.string(),
  /** The address as the buyer typed it on their latest order. */
  email: z.string(),
  name: z.string(),
  orders: z.number().int(),
  /** Cents incl. VAT of their orders that are paid (a refunded order no longer counts). */
  total_spent: z.number().int(),
  last_order_at: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

/** Buyers are counted up to a cap, as a search's orders are: `total_capped` says there are more. */
export const adminCustomerListResponse = listEnvelope(adminCustomer).extend({
  meta: listEnvelope(adminCustomer)
    .shape.meta.extend({ total_capped: z.boolean() })
    .describe('Where this page lies in the whole list.'),
});
export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponse>;
