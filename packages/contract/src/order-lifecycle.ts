/**
 * The order lifecycle, the one source both apps read: the statuses, the changes between them and who
 * may cause each, what a payment's outcome does to its order, and the merchant's actions per status.
 */

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses after which nothing changes by itself any more; the order page stops polling. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'cancelled', 'refunded', 'expired'];

/** Who changes an order: the kind of actor recorded on its events (`merchant:12`, `provider:mollie`). */
export const ORDER_ACTORS = ['shopper', 'merchant', 'provider', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

interface Transition {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
}

/**
 * Every change an order's status can take. A change never goes backwards: a paid order is only ever
 * refunded, and a late "failed" for a paid order changes nothing. A payment arriving for an expired or
 * cancelled order does not pay it (it is refunded); the merchant may still mark such an order paid (a
 * bank transfer that came in late).
 */
export const ORDER_TRANSITIONS = {
  /** The provider reports the payment paid; a free order is paid by the platform at once. */
  pay: { from: ['pending', 'failed'], to: 'paid', by: ['provider', 'system'] },
  'fail-payment': { from: ['pending'], to: 'failed', by: ['provider'] },
  /** A new payment for a failed order: the shopper's, or the platform's next try of a renewal (decision 079). */
  'retry-payment': { from: ['failed'], to: 'pending', by: ['shopper', 'system'] },
  'mark-paid': { from: ['pending', 'failed', 'expired'], to: 'paid', by: ['merchant'] },
  cancel: { from: ['pending', 'failed', 'expired'], to: 'cancelled', by: ['merchant'] },
  /** Given back whole: by the merchant outside any provider, or once the provider's refunds cover it. */
  refund: { from: ['paid'], to: 'refunded', by: ['merchant', 'provider'] },
  /** Left unpaid longer than the store's `order_expiry_hours`. */
  expire: { from: ['pending', 'failed'], to: 'expired', by: ['system'] },
} as const satisfies Record<string, Transition>;
export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** The status `transition` leads to from `status`, or null when the lifecycle does not allow it. */
export function nextOrderStatus(status: OrderStatus, transition: OrderTransition): OrderStatus | null {
  const { from, to } = ORDER_TRANSITIONS[transition];
  return (from as readonly OrderStatus[]).includes(status) ? to : null;
}

/** Whether an order in this status takes a payment: once paid, expired, cancelled or refunded, it takes no more. */
export const takesPayment = (status: OrderStatus) => nextOrderStatus(status, 'pay') !== null;

/** The kind of an actor as recorded: `merchant:12` is a merchant. */
export function actorKind(actor: string): OrderActor | null {
  const kind = actor.split(':')[0];
  return (ORDER_ACTORS as readonly string[]).includes(kind!) ? (kind as OrderActor) : null;
}

export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Which payment statuses may follow which; anything else (a replay, a late event) changes nothing. A
 * payment the platform gave up on (`canceled` when a newer link replaced it) still counts when its
 * provider reports it paid after all: that money arrived, so it is recorded, and refunded if unmatched.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  open: ['paid', 'failed', 'canceled', 'expired'],
  paid: ['refunded'],
  failed: [],
  canceled: ['paid'],
  expired: [],
  refunded: [],
};

/** A status a provider reports for a payment; `refunded` is the platform's own, from its refund rows. */
export type ReportedPaymentStatus = Exclude<PaymentStatus, 'open' | 'refunded'>;

/** What a payment's outcome does to its order. */
export const ORDER_TRANSITION_FOR_PAYMENT = {
  paid: 'pay',
  failed: 'fail-payment',
  canceled: 'fail-payment',
  expired: 'fail-payment',
} as const satisfies Record<ReportedPaymentStatus, OrderTransition>;

/** The merchant's actions on an order, in the order the admin shows them. */
export const ORDER_ACTIONS = ['mark-paid', 'cancel', 'resend-access', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What besides its status decides the actions on an order. */
export interface OrderFacts {
  /** Cents that may still be refunded: the payment's amount less the refunds sent or underway. */
  refundableCents: number;
}

/**
 * The actions the merchant may take on an order: marking paid and cancelling as the lifecycle allows,
 * resending the buyer's access to a paid order, and refunding a paid order while something is left.
 */
export function allowedOrderActions(status: OrderStatus, facts: OrderFacts): OrderAction[] {
  const allowed: Record<OrderAction, boolean> = {
    'mark-paid': nextOrderStatus(status, 'mark-paid') !== null,
    cancel: nextOrderStatus(status, 'cancel') !== null,
    'resend-access': status === 'paid',
    refund: nextOrderStatus(status, 'refund') !== null && facts.refundableCents > 0,
  };
  return ORDER_ACTIONS.filter((action) => allowed[action]);
}
