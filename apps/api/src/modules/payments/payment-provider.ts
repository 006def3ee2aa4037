import type { ReportedPaymentStatus } from '@platform/contract';

export interface NewPayment {
  reference: string;
  amount: number;
  description: string;
  /** Where the provider sends the shopper back: the order page. */
  returnUrl: string;
  /** Where the provider reports status changes. */
  callbackUrl: string;
  /** The origin of the store, for providers hosted by the platform itself. */
  origin: string;
  /**
   * The buyer, when the payment starts a subscription: the provider keeps what it needs to charge them
   * again without them (Mollie's mandate, Stripe's saved payment method; decision 079). With an
   * `amount` of 0 (free trials alone, decision 084) it only takes that mandate, charging nothing.
   */
  recurring?: { email: string; name: string };
}

export interface CreatedPayment {
  reference: string;
  checkoutUrl: string;
  /** The mandate, where the provider knows it as the payment starts (the built-in test provider). */
  mandate?: string;
}

/** A charge with a mandate, off-session: a subscription's renewal (decision 079). */
export interface RecurringCharge {
  mandate: string;
  amount: number;
  description: string;
  callbackUrl: string;
  /** The same key sent again never charges twice: a retry after a lost answer or a crash. */
  idempotencyKey: string;
}

export interface RecurringPayment {
  reference: string;
  /** null while the provider has not decided (it reports it later, as for any payment). */
  status: ReportedPaymentStatus | null;
}

export interface ProviderPaymentState {
  /** null while the payment is still open. */
  status: ReportedPaymentStatus | null;
  /** Cents the provider refunded, refunds made in its own dashboard included; null where it does not say. */
  amountRefunded: number | null;
}

/** A payment provider: the built-in test provider, or a real one such as Mollie or Stripe. */
export interface PaymentProvider {
  readonly name: string;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /**
   * Gives `amount` cents of a payment back and answers the provider's id of the refund; throws when the
   * provider refuses. The same `idempotencyKey` sent again never refunds twice (a retry after a lost answer).
   */
  refund(reference: string, amount: number, idempotencyKey: string): Promise<string>;
  /** Asks the provider where a payment stands. */
  fetchState(reference: string): Promise<ProviderPaymentState>;
  /** The mandate a paid first payment of a subscription left with the provider; null if none. */
  mandateOf(reference: string): Promise<string | null>;
  /** Charges the buyer with a mandate, without them; a refusal (a declined card) is a failed payment. */
  chargeRecurring(charge: RecurringCharge): Promise<RecurringPayment>;
  /** Proves the configured key works, with a harmless call. */
  check(): Promise<void>;
}
