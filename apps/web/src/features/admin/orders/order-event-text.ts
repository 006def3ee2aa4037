import { formatMoney, type Locale } from '@platform/contract';
import type { TFunction } from 'i18next';

const KNOWN_EVENTS = [
  'placed',
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  'access_resent',
];
/** Events about money that name how much. */
const AMOUNT_EVENTS = ['payment_unmatched', 'refund_succeeded', 'refund_failed'];

/** A payment provider's name as its makers write it. */
export function providerName(provider: string): string {
  const names: Record<string, string> = { test: 'Test', mollie: 'Mollie', stripe: 'Stripe' };
  return names[provider] ?? provider;
}

/** Who did it: `shopper`, `merchant:<id>` or `provider:<name>`, in words. */
export function actorText(actor: string, t: TFunction): string {
  const [kind, detail = ''] = actor.split(':', 2);
  if (kind === 'shopper') return t('orders.actors.shopper');
  if (kind === 'merchant') return t('orders.actors.merchant');
  if (kind === 'provider') return t('orders.actors.provider', { name: providerName(detail) });
  return actor;
}

/**
 * What happened; a retried payment (back to pending) and a refund through the provider say so, and
 * the events about money (a payment without a matching order, each refund) say how much.
 */
export function eventText(type: string, data: Record<string, unknown>, t: TFunction, locale: Locale): string {
  if (type === 'pending' && data.reason === 'retry') return t('orders.events.retry');
  if (type === 'refunded' && data.via_provider === true) return t('orders.events.refundedViaProvider');
  if (AMOUNT_EVENTS.includes(type) && typeof data.amount === 'number') {
    return t(`orders.events.${type}`, { amount: formatMoney(data.amount, locale) });
  }
  return KNOWN_EVENTS.includes(type) ? t(`orders.events.${type}`) : type;
}
