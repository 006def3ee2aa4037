import { createMollieClient } from '@mollie/api-client';
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

/** Mollie through its official SDK. Its callback carries only an id, so statuses are always fetched. */
export function mollieProvider(apiKey: string, apiEndpoint: string): PaymentProvider {
  const client = createMollieClient({ apiKey, apiEndpoint });
  return {
    name: 'mollie',
    async createPayment(payment) {
      const created = await client.payments.create({
        amount: euros(payment.amount),
        description: payment.description,
        redirectUrl: payment.returnUrl,
        webhookUrl: payment.callbackUrl,
        metadata: { reference: payment.reference },
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
