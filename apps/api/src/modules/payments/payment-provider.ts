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

/** A payment provider: the built-in test provider, or a real one such as Mollie or Stripe. */
export interface PaymentProvider {
  readonly name: string;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** Gives money back; false when the provider cannot (the merchant refunds by hand). */
  refund(reference: string, amount: number): Promise<boolean>;
  /** Asks the provider for a payment's status; null while it is still open. */
  fetchStatus(reference: string): Promise<Exclude<PaymentStatus, 'open'> | null>;
  /** Proves the configured key works, with a harmless call. */
  check(): Promise<void>;
}

/** Which payment statuses may follow which; anything else (a replay, a late event) changes nothing. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  open: ['paid', 'failed', 'canceled', 'expired'],
  paid: ['refunded'],
  failed: [],
  canceled: [],
  expired: [],
  refunded: [],
};
