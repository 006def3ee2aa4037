import type { PaymentProvider } from './payment-provider.js';

/**
 * The test provider's mandates: `test:` charges succeed, `test-declining:` ones are declined, as a
 * card that pays once and refuses every later charge (the test page's choice, decision 079).
 */
export const TEST_MANDATE = 'test:';
export const DECLINING_TEST_MANDATE = 'test-declining:';

/**
 * The built-in provider for test mode: its "checkout" is a page of the platform itself where the
 * payment can be completed, failed or cancelled. No money moves, so every refund succeeds at once.
 * A renewal's reference is made from its idempotency key, so a charge sent again is the same payment.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createPayment(payment) {
    return {
      reference: payment.reference,
      checkoutUrl: `${payment.origin}/v1/payments/test/${payment.reference}`,
      ...(payment.recurring && { mandate: `${TEST_MANDATE}${payment.reference}` }),
    };
  },
  async refund(_reference, _amount, idempotencyKey) {
    return `test-${idempotencyKey}`;
  },
  async fetchState() {
    return { status: null, amountRefunded: null };
  },
  async mandateOf() {
    return null;
  },
  async chargeRecurring(charge) {
    return {
      reference: `test-renewal-${charge.idempotencyKey}`,
      status: charge.mandate.startsWith(DECLINING_TEST_MANDATE) ? 'failed' : 'paid',
    };
  },
  async check() {},
};
