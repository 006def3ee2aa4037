import { z } from 'zod';
import { MAX_ORDER_TOTAL_CENTS } from './bounds.js';
import { id, listEnvelope, pageQuery } from './common.js';
import { email } from './auth.js';
import { countryCode } from './countries.js';
import { LOCALES, MAX_CART_LINES, MAX_CART_QUANTITY } from './constants.js';
import { ORDER_ACTIONS, ORDER_STATUSES } from './order-lifecycle.js';
import { cartSessionId, cartTotals } from './shop.js';
import { businessType } from './stores.js';
import { orderVat, vatClass, vatTreatment } from './vat.js';
import { PRODUCT_ITEM_TYPES } from './catalog.js';
import { appliedDiscount } from './discount-codes.js';
import { humanText } from './human-text.js';
import { orderEventType } from './order-history.js';
import { SUBSCRIPTION_TERMS_TEXT, subscriptionTerms } from './subscriptions.js';

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const orderId = z.string().regex(ORDER_ID_PATTERN, { error: 'invalid_format' });

/**
 * Who buys. A company or a VAT number makes the buyer a business (`isBusinessBuyer`), who must also give
 * street, postal code and city for the invoice, whatever the store's checkout fields say (decision 052);
 * a consumer gives a country and the address only where the store asks it.
 */
export const customerDetails = z.object({
  name: humanText({ min: 1, max: 200 }),
  company: humanText({ max: 200 }).optional(),
  vat_number: humanText({ max: 40 }).optional(),
  /** The street and house number. */
  address: humanText({ max: 300 }).optional(),
  postal_code: humanText({ max: 20 }).optional(),
  city: humanText({ max: 100 }).optional(),
  country: countryCode.default('NL'),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

/**
 * The details as an order stored them: as they were written, which before decision 049 could hold any
 * character. Answers are checked against their schema, so the request's rule here would make an old
 * order fail to show instead.
 */
export const storedCustomerDetails = customerDetails.extend({
  name: z.string(),
  company: z.string().optional(),
  vat_number: z.string().optional(),
  address: z.string().optional(),
  postal_code: z.string().optional(),
  city: z.string().optional(),
});

export const placeOrderRequest = z.object({
  email,
  customer_details: customerDetails,
  locale: z.enum(LOCALES).optional(),
  /** Required when the store has terms and conditions. */
  accept_terms: z.boolean().optional(),
  /** Required of a consumer: consent to immediate delivery, losing the right of withdrawal (decision 050). */
  withdrawal_waiver: z.boolean().optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const orderLine = z.object({
  product_id: z.number().int().nullable(),
  /** The product's name as the buyer read it, the variant's after a dash (`withVariantName`). */
  name: z.string(),
  /** The variant sold, and its own name (null for a product's only variant, and before variants). */
  variant_id: z.number().int().nullable().describe('The variant sold; null before variants.'),
  variant_name: z
    .string()
    .nullable()
    .describe('The variant’s own name as the buyer read it; null for a product’s only variant.'),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** The rate charged on this line (decision 029); 0 when reverse charged or outside the EU. */
  vat_rate: z.number(),
  /** Null for lines of orders placed before VAT classes. */
  vat_class: vatClass.nullable(),
  total_excl_vat: z.number().int(),
  /** The line's VAT, rounded once for the line; the order's `total_vat` is their sum. */
  total_vat: z.number().int(),
  total_incl_vat: z.number().int(),
  /**
   * Ordered as a subscription (decision 084): its interval, its free trial (null: none, or the buyer had
   * had one of this product) and what each renewal charges as the buyer was told; null: bought once.
   */
  subscription: subscriptionTerms
    .extend({
      renewal_total_excl_vat: z
        .number()
        .int()
        .describe('What each renewal charges for the line without VAT, as the buyer was told when ordering.'),
      renewal_total_incl_vat: z
        .number()
        .int()
        .describe('What each renewal charges for the line with VAT, as the buyer was told when ordering.'),
    })
    .nullable()
    .describe(SUBSCRIPTION_TERMS_TEXT),
});
export type OrderLine = z.infer<typeof orderLine>;

/** What anyone holding the order link may see: enough to recognise the order, no address. */
export const publicOrder = z.object({
  id: z.string(),
  /** The store's own count of its orders (#1001 onwards), shown to people; `id` stays in links. */
  number: z.number().int(),
  status: z
    .enum(ORDER_STATUSES)
    .describe(
      "The order's status: `pending` (awaiting payment), `paid`, `failed` (the payment failed; it may be paid again), `expired`, `cancelled` or `refunded`.",
    ),
  business_type: businessType,
  email_hint: z.string(),
  /** The language the order was placed in: its page, its e-mails and their links speak it (decision 068). */
  locale: z.enum(LOCALES),
  lines: z.array(orderLine),
  totals: cartTotals,
  /** How the order was taxed and for which country (decision 029). */
  vat: z.object({ treatment: vatTreatment, country: z.string() }),
  /** The discount code frozen with the order and the cents it took off; the lines and totals are after it. */
  discount: appliedDiscount.nullable(),
  test_mode: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PublicOrder = z.infer<typeof publicOrder>;

/**
 * The order as the shop's order page reads it, with whether this caller may open what it delivers:
 * it is paid, and the caller is the browser that placed it (its order cookie) or a buyer signed in for
 * the order's address in its store (decision 026). The page shows the goods or asks for a link by it.
 */
export const shopperOrder = publicOrder.extend({ buyer_access: z.boolean() });
export type ShopperOrder = z.infer<typeof shopperOrder>;

export const orderParams = z.object({ storeSlug: z.string().min(1).max(63), orderId });
export const orderCartParams = z.object({ storeSlug: z.string().min(1).max(63), cartSessionId });

export const paymentLinkResponse = z.object({
  data: z.object({ url: z.string().describe("The payment provider's checkout page to send the buyer to.") }),
});

export const emailLoginRequest = z.object({
  email,
  session_id: orderId,
  redirect_to_name: z.literal('order'),
});

export const customerLoginRequest = z.object({ login_token: z.string().min(20).max(100) });
/** A sign-in link that no longer works, sent back to have a fresh one mailed to the same address. */
export const renewLoginLinkRequest = customerLoginRequest;
export const customerSession = z.object({
  token: z.string(),
  expires_at: z.string(),
  /** The order whose link signed the buyer in; null for the link to the library of all their orders. */
  order_id: z.string().nullable(),
  store_slug: z.string(),
});
export type CustomerSession = z.infer<typeof customerSession>;

export const purchasedItem = z.object({
  id: z.number().int(),
  product_name: z.string(),
  product_type: z.enum(PRODUCT_ITEM_TYPES),
  name: z.string(),
  url: z
    .string()
    .nullable()
    .describe(
      'For a link item its address; for a file item a signed download link, valid for a short time; null otherwise.',
    ),
  text: z.string().nullable().describe("A text item's text; null for other kinds."),
  file: z.object({ name: z.string(), size: z.number().int(), mime_type: z.string() }).nullable(),
  /** A licence key item's keys, one per unit bought; empty for every other kind. */
  license_keys: z.array(z.string()),
  /** When each of `license_keys` stops working, in the same order; null: never. */
  license_key_expiries: z.array(z.string().nullable()),
  /** Keys still on their way: the pool ran dry, and they follow as the merchant adds keys. */
  license_keys_pending: z.number().int(),
  subscription_ended_at: z
    .string()
    .nullable()
    .describe(
      'When the subscription that gives this item ended (ISO 8601): its url, text, file and keys are then withheld. Null for an item bought once or while its subscription runs.',
    ),
});
export type PurchasedItem = z.infer<typeof purchasedItem>;

/** The signed-in buyer's library: every paid order of their address in the store, newest first. */
export const libraryQuery = pageQuery;
export const libraryResponse = listEnvelope(publicOrder);
export type LibraryPage = z.infer<typeof libraryResponse>;
/** Asks for a sign-in link to the library; the answer is the same whether or not the address bought here. */
export const libraryLoginRequest = z.object({ email });

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 February, no month 13). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_format' })
  .refine(
    (day) => {
      // A month or day out of range is an invalid date, whose toISOString would throw: a 500, not a 422.
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    },
    { error: 'invalid_format' },
  );

/**
 * Which of the store's orders the admin's list and its export show: a search (decision 057), a status,
 * the days they were placed on (`from` to `to`, both included, in UTC as the dashboard's days are),
 * and one buyer's (`customer`: the address key the customer list names them by, decision 071).
 */
const orderFilterFields = {
  store_id: id,
  search: humanText({ max: 200 }).optional(),
  status: z.enum(ORDER_STATUSES).optional().describe('Only orders of this status.'),
  from: calendarDay
    .optional()
    .describe('The first day the orders were placed on (`YYYY-MM-DD`, UTC), included.'),
  to: calendarDay
    .optional()
    .describe('The last day the orders were placed on (`YYYY-MM-DD`, UTC), included; not before `from`.'),
  customer: z.string().trim().min(1).max(320).optional(),
};

/** The last day before the first: refused on `to`. */
const daysInOrder = <T extends { from?: string | undefined; to?: string | undefined }>(
  schema: z.ZodType<T>,
) =>
  schema.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: 'date_range_reversed',
    path: ['to'],
  });

export const adminOrderFilters = daysInOrder(z.object(orderFilterFields));
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrderListQuery = daysInOrder(pageQuery.extend(orderFilterFields));
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z
    .enum(ORDER_STATUSES)
    .describe(
      "The order's status: `pending` (awaiting payment), `paid`, `failed` (the payment failed; it may be paid again), `expired`, `cancelled` or `refunded`.",
    ),
  email: z.string(),
  customer_name: z.string(),
  totals: cartTotals,
  test_mode: z.boolean(),
  created_at: z.string(),
  /** What the merchant may do with the order now, as the lifecycle and its refunds allow. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

/**
 * The admin's order list. A search counts its matches up to a cap (decision 057): `total_capped` says
 * that there are more than `total`, which the admin shows as "1,000+".
 */
export const adminOrderListResponse = listEnvelope(adminOrderSummary).extend({
  meta: listEnvelope(adminOrderSummary)
    .shape.meta.extend({ total_capped: z.boolean() })
    .describe('Where this page lies in the whole list.'),
});
export type AdminOrderListPage = z.infer<typeof adminOrderListResponse>;

/** An entry of the order's history as the admin shows it; `data` is as `orderHistoryEvent` describes it. */
export const orderEvent = z.object({
  type: orderEventType.describe('What happened to the order.'),
  actor: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

export const orderPayment = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: z
    .string()
    .describe("The payment's status: `open`, `paid`, `failed`, `canceled`, `expired` or `refunded`."),
  amount: z.number().int(),
  /** The payment succeeded for an order that could no longer take it (cancelled, or paid already). */
  unmatched: z.boolean(),
  /** Cents of this payment given back so far. */
  refunded_amount: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** The merchant's refund action, the automatic refund of an unmatched payment, or one the provider reported. */
export const REFUND_REASONS = ['merchant', 'unmatched', 'provider'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const orderRefund = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  amount: z.number().int(),
  status: z
    .enum(REFUND_STATUSES)
    .describe('`pending` while the provider carries it out, then `succeeded` or `failed`.'),
  reason: z.enum(REFUND_REASONS),
  provider_reference: z.string().nullable(),
  /** Why the provider did not carry it out, as the provider said it. */
  error: z.string().nullable(),
  /** Whether the merchant can send it again: it failed, or its sending stopped halfway. */
  retryable: z.boolean(),
  /** The lines it gives back (their places in the order's `lines`) and what each part was paid; null for an amount. */
  lines: z
    .array(
      z.object({
        line: z.number().int(),
        quantity: z.number().int(),
        excl_vat: z.number().int(),
        vat: z.number().int(),
        incl_vat: z.number().int(),
      }),
    )
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const orderEmail = z.object({
  to: z.string().describe("The recipient's address."),
  subject: z.string(),
  status: z
    .string()
    .describe(
      '`pending` while it waits, `sent` once handed to the mail server, `kept` where no mail server is set up (development), `failed` after its last try.',
    ),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const orderDownload = z.object({ item_name: z.string(), created_at: z.string() });

/** A licence key the order holds (decision 039). */
export const orderLicenseKey = z.object({
  key: z.string(),
  status: z
    .enum(['assigned', 'disabled'])
    .describe('`assigned` to this order, or `disabled` (after a refund, or by the merchant).'),
  product_name: z.string(),
});

export const withdrawalWaiver = z.object({
  text: z.string().describe("The consent's words as the buyer saw them, in the order's language."),
  at: z.string().describe('When the buyer gave it.'),
});
export type WithdrawalWaiver = z.infer<typeof withdrawalWaiver>;

export const adminOrder = adminOrderSummary.extend({
  business_type: businessType,
  locale: z.enum(LOCALES),
  customer_details: storedCustomerDetails,
  lines: z.array(orderLine),
  discount: appliedDiscount.nullable(),
  /** Everything an invoice needs about the VAT, with the VIES check as evidence. */
  vat_details: orderVat,
  /** The consumer's consent to immediate delivery as they ticked it (decision 050); null when not asked. */
  withdrawal_waiver: withdrawalWaiver.nullable(),
  paid_at: z.string().nullable(),
  payments: z.array(orderPayment),
  /** Cents of the order's own payment given back so far; the order is refunded once that is all of it. */
  refunded_amount: z.number().int(),
  /** Per line of `lines`, how many of it refunds with lines gave back, or are giving back. */
  refunded_quantities: z.array(z.number().int()),
  refunds: z.array(orderRefund),
  events: z.array(orderEvent),
  emails: z.array(orderEmail),
  downloads: z.array(orderDownload),
  license_keys: z.array(orderLicenseKey),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderParams = z.object({ id: orderId });
export const adminOrderActionParams = z.object({
  id: orderId,
  action: z
    .enum(ORDER_ACTIONS)
    .describe(
      'What to do: `mark-paid`, `cancel`, `resend-access` (mail the buyer a new access link) or `refund`.',
    ),
});
/** A line to give back: its place in the order's `lines`, and how many of it. */
export const refundLine = z.object({
  line: z
    .number()
    .int()
    .min(0)
    .max(MAX_CART_LINES - 1),
  quantity: z.number().int().positive().max(MAX_CART_QUANTITY),
});
export type RefundLine = z.infer<typeof refundLine>;

export const adminOrderActionRequest = z.object({
  store_id: id,
  /** Refund only: the cents to give back, at most what is left; all that is left when not given. */
  amount: z.number().int().positive().max(MAX_ORDER_TOTAL_CENTS).optional(),
  /**
   * Refund only, instead of an amount: the lines to give back, each at most the quantity not yet
   * refunded of it; the amount is what they were paid (`refundPartOfLine`), and the credit note
   * credits them.
   */
  lines: z.array(refundLine).min(1).max(MAX_CART_LINES).optional(),
});
export const refundRetryParams = z.object({ id: orderId, refundId: id });
