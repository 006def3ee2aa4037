import type { OrderSnapshot, OrderStatus, RefundedLinePart, SubscriptionView } from '@platform/contract';

/** What happened to an order: it was placed, or its status changed to the topic's. */
export type OrderTopic = 'order.created' | `order.${OrderStatus}`;

/**
 * What every event says at least: the order it is about (of the event's store), and who caused it;
 * and the order itself as it was then (decision 064), but for `order.created`, published before the
 * order's row is written, and the events queued before snapshots were (migration 051).
 */
interface OrderEvent {
  order_id: string;
  actor: string;
  order?: OrderSnapshot;
}

/**
 * Money given back to the buyer: a refund that succeeded at the provider (sent by the platform, or
 * made in the provider's dashboard and read back), or an order paid outside any provider that the
 * merchant marked refunded. Published once per refund, in the transaction that records its success.
 */
export interface RefundSucceeded extends OrderEvent {
  /** The refund's row; null for an order marked refunded, which has none. */
  refund_id: number | null;
  /** Cents given back by this refund. */
  amount: number;
  /** Cents of the payment still paid after it: 0 once all is given back. */
  paid_left: number;
  /** The payment came in when the order could no longer take it, and is given back whole (decision 013). */
  unmatched: boolean;
  /** The order lines given back and what each part was paid; null (or absent in older events) for an amount. */
  lines?: RefundedLinePart[] | null;
}

/** A licence key of the order was activated on an instance through the licence API (decision 039). */
export interface LicenseActivated extends OrderEvent {
  license_key_id: number;
  instance_id: string;
  instance_name: string;
}

/** Keys a paid order waited for, because its pool ran dry, were handed to it (decision 039). */
export interface LicenseDelivered extends OrderEvent {
  /** How many keys came with this delivery. */
  keys: number;
}

/**
 * What happened to a subscription (decision 079): it started, a renewal was paid or failed, it was
 * cancelled (at once, or at its period's end), a cancellation at the period's end was undone
 * (decision 081), it ended. The order is the one it is about: the first order, or the renewal.
 */
export type SubscriptionTopic =
  | 'subscription.created'
  | 'subscription.renewed'
  | 'subscription.payment_failed'
  | 'subscription.cancelled'
  | 'subscription.resumed'
  | 'subscription.expired';

/** A subscription's change, with the subscription as it now is. */
export interface SubscriptionChanged extends OrderEvent {
  subscription: SubscriptionView;
}

/**
 * A mandate-only payment of a subscription succeeded (decision 081): the buyer changed the payment
 * method, and the subscription charges with this mandate from now on. Not a webhook: the merchant's
 * integrations hear of the charge it makes, not of the card.
 */
export interface MandateTaken extends OrderEvent {
  subscription_id: number;
  provider: string;
  mandate: string;
}

/** Every event there is, with what it says. Each is about one store's order, named by its id. */
export type EventPayloads = Record<OrderTopic, OrderEvent> &
  Record<SubscriptionTopic, SubscriptionChanged> & {
    'refund.succeeded': RefundSucceeded;
    'license.activated': LicenseActivated;
    'license.delivered': LicenseDelivered;
    'payment.mandate_taken': MandateTaken;
  };

export type Topic = keyof EventPayloads;

/**
 * Published in the placing transaction before the order's own row, which is written last (it holds the
 * store's order-number lock until the commit): a handler inside that transaction would not find the
 * order, so this topic has handlers after the commit only.
 */
export type TopicBeforeItsRow = 'order.created';

/** An event as its handlers receive it. */
export interface DomainEvent<T extends Topic = Topic> {
  topic: T;
  storeId: number;
  payload: EventPayloads[T];
}
