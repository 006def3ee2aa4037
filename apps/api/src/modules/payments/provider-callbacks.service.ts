import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { STRIPE_EVENTS } from './callback-addresses.js';
import {
  applyPaymentStatus,
  applyProviderState,
  findPaymentByProviderReference,
} from './payments.service.js';
import { providerOfPayment } from './provider-configs.service.js';
import { stripeClient } from './providers/stripe.js';

/**
 * Mollie's callback (its "webhook") carries only a payment id and proves nothing, so the payment's state (its status and
 * how much of it was refunded) is fetched from Mollie with the store's own key. An unknown id changes
 * nothing.
 */
export async function handleMollieCallback(ctx: AppContext, paymentId: string): Promise<void> {
  const payment = await findPaymentByProviderReference(ctx, paymentId);
  if (!payment || payment.provider !== 'mollie') return;
  const { client } = await providerOfPayment(ctx, payment);
  if (!client) return;
  await applyProviderState(ctx, payment, await client.fetchState(paymentId));
}

/**
 * Stripe's callback (its "webhook" event) is trusted only when its signature over the raw body verifies with the store's
 * webhook secret; its timestamp keeps an old event from being replayed later.
 */
export async function handleStripeCallback(ctx: AppContext, raw: Buffer, signature: string | undefined) {
  let sessionId: unknown;
  try {
    sessionId = (JSON.parse(raw.toString('utf8')) as { data?: { object?: { id?: unknown } } }).data?.object
      ?.id;
  } catch {
    throw AppError.invalid({ _: 'invalid' });
  }
  if (typeof sessionId !== 'string') return;
  const payment = await findPaymentByProviderReference(ctx, sessionId);
  if (!payment || payment.provider !== 'stripe') return;
  const { secrets } = await providerOfPayment(ctx, payment);
  if (!secrets.api_key || !secrets.webhook_secret || !signature) throw new AppError(400, 'invalid');
  let event: { type: string; data: { object: { payment_status?: string } } };
  try {
    event = stripeClient(secrets.api_key, ctx.config.providerApis.stripe).webhooks.constructEvent(
      raw,
      signature,
      secrets.webhook_secret,
    ) as typeof event;
  } catch {
    throw new AppError(400, 'invalid');
  }
  const status = STRIPE_EVENTS[event.type];
  if (!status) return;
  // Completed is paid when the money came in, or when there was none to pay: a session of a free
  // trial that saved the card (decision 084). A payment still on its way is reported later.
  const settled = ['paid', 'no_payment_required'].includes(event.data.object.payment_status ?? '');
  if (event.type === 'checkout.session.completed' && !settled) return;
  await applyPaymentStatus(ctx, sessionId, status, 'provider:stripe');
}
