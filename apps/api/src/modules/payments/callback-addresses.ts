import type { ReportedPaymentStatus } from '@platform/contract';
import { hostOrigin } from '../../lib/hosts.js';

/**
 * The Stripe events the platform acts on, with the status each reports: what a merchant registers for
 * the store's callback address in Stripe's dashboard, no more.
 */
export const STRIPE_EVENTS: Record<string, ReportedPaymentStatus> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/** A store's address on the platform: its shop's origin, which the provider's callbacks reach. */
export const storeOrigin = (slug: string, config: { publicHost: string; publicProtocol: string }) =>
  hostOrigin(slug, config.publicHost, config.publicProtocol);

/** Where a provider reports the payments of a store (its "webhook"). */
export const callbackUrl = (origin: string, provider: string) => `${origin}/v1/payments/${provider}/webhook`;
