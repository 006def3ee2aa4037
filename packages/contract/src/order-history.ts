import { z } from 'zod';
import { ORDER_STATUSES } from './order-lifecycle.js';

/**
 * The names of what an order's history records. A change of status is recorded under the status it led
 * to, so every status of the lifecycle is among them (`changeOrderStatus` in the API's orders module).
 */
export const orderEventType = z.enum([
  /** The shopper placed the order; it waits for payment. */
  'placed',
  /** The shopper started a new payment for an order whose payment failed. */
  'pending',
  /** The order was paid: by the provider's payment, by the platform when it was free, or marked paid by the merchant. */
  'paid',
  /** The provider reported the payment failed, cancelled or expired. */
  'failed',
  /** The order was left unpaid longer than the store's `order_expiry_hours`. */
  'expired',
  /** The merchant cancelled the order. */
  'cancelled',
  /** All of the order's payment was given back, through the provider or outside it. */
  'refunded',
  /** The merchant sent the buyer's access e-mail again. */
  'access_resent',
  /** A payment succeeded for an order that could no longer take it; it is refunded whole. */
  'payment_unmatched',
  /** The provider carried out a refund. */
  'refund_succeeded',
  /** The provider refused a refund, saying why. */
  'refund_failed',
]);
export type OrderEventType = z.infer<typeof orderEventType>;

const { enum: named } = orderEventType;
const id = z.number().int();
const paymentOfProvider = { payment: id, provider: z.string() };
const refundOfPayment = { refund: id, payment: id, amount: z.number().int() };

/** What one entry of an order's history says happened, with the data recorded for it where it has any. */
export const orderHistoryEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(named.placed) }),
  z.strictObject({ type: z.literal(named.pending), data: z.strictObject({ reason: z.literal('retry') }) }),
  z.strictObject({
    type: z.literal(named.paid),
    // Nothing when the merchant marked it paid.
    data: z
      .union([z.strictObject(paymentOfProvider), z.strictObject({ reason: z.literal('free') })])
      .optional(),
  }),
  z.strictObject({ type: z.literal(named.failed), data: z.strictObject(paymentOfProvider) }),
  z.strictObject({ type: z.literal(named.expired), data: z.strictObject({ after_hours: z.number() }) }),
  z.strictObject({ type: z.literal(named.cancelled) }),
  z.strictObject({
    type: z.literal(named.refunded),
    data: z.union([
      z.strictObject({ via_provider: z.literal(true), refund: id }),
      z.strictObject({ via_provider: z.literal(false) }),
    ]),
  }),
  z.strictObject({ type: z.literal(named.access_resent) }),
  z.strictObject({
    type: z.literal(named.payment_unmatched),
    data: z.strictObject({
      ...paymentOfProvider,
      amount: z.number().int(),
      order_status: z.enum(ORDER_STATUSES),
    }),
  }),
  z.strictObject({ type: z.literal(named.refund_succeeded), data: z.strictObject(refundOfPayment) }),
  z.strictObject({
    type: z.literal(named.refund_failed),
    data: z.strictObject({ ...refundOfPayment, error: z.string() }),
  }),
]);
export type OrderHistoryEvent = z.infer<typeof orderHistoryEvent>;

/** The data recorded with the events named `T`; undefined for those that record none. */
export type OrderEventData<T extends OrderEventType> =
  Extract<OrderHistoryEvent, { type: T }> extends infer E
    ? E extends unknown
      ? 'data' extends keyof E
        ? E['data']
        : undefined
      : never
    : never;
