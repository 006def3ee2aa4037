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
}

export interface CreatedPayment {
  reference: string;
  checkoutUrl: string;
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
  /** Proves the configured key works, with a harmless call. */
  check(): Promise<void>;
}
