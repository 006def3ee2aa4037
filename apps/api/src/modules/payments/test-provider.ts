import type { PaymentProvider } from './payment-provider.js';

/**
 * The built-in provider for test mode: its "checkout" is a page of the platform itself where the
 * payment can be completed, failed or cancelled. No money moves, so every refund succeeds at once.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createPayment(payment) {
    return {
      reference: payment.reference,
      checkoutUrl: `${payment.origin}/v1/payments/test/${payment.reference}`,
    };
  },
  async refund(_reference, _amount, idempotencyKey) {
    return `test-${idempotencyKey}`;
  },
  async fetchState() {
    return { status: null, amountRefunded: null };
  },
  async check() {},
};
