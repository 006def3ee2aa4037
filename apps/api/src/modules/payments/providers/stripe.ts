import Stripe from 'stripe';
import type { NewPayment, PaymentProvider } from '../payment-provider.js';

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

/** A saved payment method as stored: the Stripe customer's id and the method's, which an off-session charge names. */
const savedMethod = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Stripe PaymentIntent's status as a payment's: a renewal's charge, not a checkout session. */
function intentStatus(status: Stripe.PaymentIntent.Status) {
  if (status === 'succeeded') return 'paid' as const;
  if (status === 'canceled') return 'canceled' as const;
  // A declined off-session charge asks for another method: nobody is there to give one.
  if (status === 'requires_payment_method' || status === 'requires_action') return 'failed' as const;
  return null;
}

/**
 * Stripe Checkout through the official SDK; statuses arrive as signed callbacks (Stripe's webhook events).
 * A subscription's first checkout creates a customer and saves the card for use off-session
 * (`setup_future_usage`); renewals are PaymentIntents confirmed off-session with it (decision 079). An
 * order of free trials alone saves the card without a payment (`setupSession`, decision 084).
 */
export function stripeProvider(secretKey: string, apiUrl: string): PaymentProvider {
  const stripe = stripeClient(secretKey, apiUrl);

  /**
   * A mandate alone, for an order of free trials (decision 084): a customer of the store's account, and
   * a Checkout Session in `setup` mode that saves the buyer's card to it through a SetupIntent, charging
   * nothing. Stripe's own trials belong to its Billing subscriptions, which the platform does not use.
   */
  async function setupSession(payment: NewPayment, buyer: { email: string; name: string }) {
    const customer = await stripe.customers.create({ email: buyer.email, name: buyer.name });
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'eur',
      customer: customer.id,
      success_url: payment.returnUrl,
      cancel_url: payment.returnUrl,
      client_reference_id: payment.reference,
      metadata: { reference: payment.reference },
      setup_intent_data: { description: payment.description },
    });
    if (!session.url) throw new Error('Stripe answered no checkout URL');
    return { reference: session.id, checkoutUrl: session.url };
  }

  return {
    name: 'stripe',
    async createPayment(payment) {
      if (payment.recurring && payment.amount === 0) return setupSession(payment, payment.recurring);
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
        ...(payment.recurring && {
          customer_creation: 'always',
          customer_email: payment.recurring.email,
          payment_intent_data: { setup_future_usage: 'off_session' },
        }),
      });
      if (!session.url) throw new Error('Stripe answered no checkout URL');
      return { reference: session.id, checkoutUrl: session.url };
    },
    async fetchState(reference) {
      if (reference.startsWith('pi_')) {
        const intent = await stripe.paymentIntents.retrieve(reference);
        return { status: intentStatus(intent.status), amountRefunded: null };
      }
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.payment_status === 'paid') return { status: 'paid', amountRefunded: null };
      // A session that only saved the card is done once complete: nothing was to be paid.
      if (session.mode === 'setup' && session.status === 'complete')
        return { status: 'paid', amountRefunded: null };
      return { status: session.status === 'expired' ? 'expired' : null, amountRefunded: null };
    },
    async mandateOf(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference, {
        expand: ['payment_intent', 'setup_intent'],
      });
      const customer = idOf(session.customer);
      // The card a payment saved, or the one a session of a free trial set up without paying.
      const intent = session.mode === 'setup' ? session.setup_intent : session.payment_intent;
      const method = typeof intent === 'object' && intent ? idOf(intent.payment_method) : null;
      return customer && method ? savedMethod(customer, method) : null;
    },
    async chargeRecurring(charge) {
      const [customer, paymentMethod] = charge.mandate.split('/');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: 'eur',
            customer: customer!,
            payment_method: paymentMethod!,
            off_session: true,
            confirm: true,
            description: charge.description,
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return { reference: intent.id, status: intentStatus(intent.status) };
      } catch (error) {
        // A declined card is an answer, with the PaymentIntent it left; anything else is not.
        const declined = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
        if (!declined) throw error;
        return { reference: declined.id, status: 'failed' };
      }
    },
    async refund(reference, amount, idempotencyKey) {
      const intent = reference.startsWith('pi_')
        ? reference
        : idOf((await stripe.checkout.sessions.retrieve(reference)).payment_intent);
      if (!intent) throw new Error('Stripe holds no payment for this checkout session');
      const refund = await stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey });
      return refund.id;
    },
    async check() {
      await stripe.balance.retrieve();
    },
  };
}
