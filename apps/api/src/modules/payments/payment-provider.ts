import type { PaymentStatus } from '../../db/schema.js';

export interface NewPayment {
  reference: string;
  amount: number;
  description: string;
  /** Where the provider sends the shopper back: the order page. */
  returnUrl: string;
  /** Where the provider reports status changes. */
  webhookUrl: string;
  /** The origin of the store, for providers hosted by the platform itself. */
  origin: string;
}

export interface CreatedPayment {
  reference: string;
  checkoutUrl: string;
}

/** A status a provider reports for a payment; `refunded` is the platform's own, from its refund rows. */
export type ReportedStatus = Exclude<PaymentStatus, 'open' | 'refunded'>;

export interface ProviderPaymentState {
  /** null while the payment is still open. */
  status: ReportedStatus | null;
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
