import { createMollieClient, PaymentMethod, SequenceType } from '@mollie/api-client';
import type { ReportedPaymentStatus } from '@platform/contract';
import type { PaymentProvider } from '../payment-provider.js';

export const MOLLIE_KEY_PATTERN = /^(live|test)_[A-Za-z0-9]{20,}$/;

const STATUSES: Record<string, ReportedPaymentStatus | null> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
  open: null,
  pending: null,
  authorized: null,
};

const euros = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });
const cents = (amount: { value: string } | undefined) => Math.round(Number(amount?.value ?? 0) * 100);

/** The methods whose first payment may be €0.00, leaving a mandate and charging nothing. */
const MANDATE_ONLY_METHODS = [PaymentMethod.creditcard, PaymentMethod.paypal];

/** A Mollie mandate as stored: the customer's id and the mandate's, which a recurring payment names. */
const mandateOf = (customerId: string, mandateId: string) => `${customerId}/${mandateId}`;

/**
 * Mollie through its official SDK. Its callback carries only an id, so statuses are always fetched.
 * A subscription's first payment is made for a customer of the store's Mollie account with
 * `sequenceType: first`, which leaves a mandate; renewals are `recurring` payments with it (decision 079).
 * A first payment of nothing takes the mandate alone, for free trials (decision 084).
 */
export function mollieProvider(apiKey: string, apiEndpoint: string): PaymentProvider {
  const client = createMollieClient({ apiKey, apiEndpoint });
  return {
    name: 'mollie',
    async createPayment(payment) {
      const customer = payment.recurring && (await client.customers.create(payment.recurring));
      const created = await client.payments.create({
        amount: euros(payment.amount),
        description: payment.description,
        redirectUrl: payment.returnUrl,
        webhookUrl: payment.callbackUrl,
        metadata: { reference: payment.reference },
        ...(customer && { customerId: customer.id, sequenceType: SequenceType.first }),
        // A mandate alone (free trials, decision 084): Mollie takes a first payment of €0.00 only by
        // card or PayPal, so those are the methods offered.
        ...(customer && payment.amount === 0 && { method: MANDATE_ONLY_METHODS }),
      });
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error('Mollie answered no checkout URL');
      return { reference: created.id, checkoutUrl };
    },
    async fetchState(reference) {
      const payment = await client.payments.get(reference);
      // A refunded payment stays `paid` at Mollie; how much went back is its own figure.
      return { status: STATUSES[payment.status] ?? null, amountRefunded: cents(payment.amountRefunded) };
    },
    async mandateOf(reference) {
      const payment = await client.payments.get(reference);
      return payment.customerId && payment.mandateId
        ? mandateOf(payment.customerId, payment.mandateId)
        : null;
    },
    async chargeRecurring(charge) {
      const [customerId, mandateId] = charge.mandate.split('/');
      const payment = await client.payments.create({
        amount: euros(charge.amount),
        description: charge.description,
        webhookUrl: charge.callbackUrl,
        customerId: customerId!,
        mandateId: mandateId!,
        sequenceType: SequenceType.recurring,
        idempotencyKey: charge.idempotencyKey,
      });
      return { reference: payment.id, status: STATUSES[payment.status] ?? null };
    },
    async refund(reference, amount, idempotencyKey) {
      const refund = await client.paymentRefunds.create({
        paymentId: reference,
        amount: euros(amount),
        idempotencyKey,
      });
      return refund.id;
    },
    async check() {
      await client.methods.list();
    },
  };
}
