import Stripe from 'stripe';
import type { PaymentProvider } from '../payment-provider.js';

export const STRIPE_KEY_PATTERN = /^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/;
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9]{10,}$/;

export function stripeClient(secretKey: string, apiUrl: string): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
  });
}

/** Stripe Checkout through the official SDK; statuses arrive as signed callbacks (Stripe's webhook events). */
export function stripeProvider(secretKey: string, apiUrl: string): PaymentProvider {
  const stripe = stripeClient(secretKey, apiUrl);
  return {
    name: 'stripe',
    async createPayment(payment) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: payment.amount,
              product_data: { name: payment.description },
            },
          },
        ],
        success_url: payment.returnUrl,
        cancel_url: payment.returnUrl,
        client_reference_id: payment.reference,
        metadata: { reference: payment.reference },
      });
      if (!session.url) throw new Error('Stripe answered no checkout URL');
      return { reference: session.id, checkoutUrl: session.url };
    },
    async fetchState(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.payment_status === 'paid') return { status: 'paid', amountRefunded: null };
      return { status: session.status === 'expired' ? 'expired' : null, amountRefunded: null };
    },
    async refund(reference, amount, idempotencyKey) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('Stripe holds no payment for this checkout session');
      const refund = await stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey });
      return refund.id;
    },
    async check() {
      await stripe.balance.retrieve();
    },
  };
}
