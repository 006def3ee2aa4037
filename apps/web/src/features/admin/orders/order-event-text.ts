import { formatMoney, type Locale, type OrderEventType } from '@platform/contract';
import type { TFunction } from 'i18next';

/**
 * The text of each name the order history records (the contract's `orderEventType`), so that a new name
 * has no place here until it has a text; those about money name how much (`{{amount}}`).
 */
const EVENT_TEXTS: Record<OrderEventType, { key: string; withAmount?: true }> = {
  placed: { key: 'orders.events.placed' },
  pending: { key: 'orders.events.pending' },
  paid: { key: 'orders.events.paid' },
  failed: { key: 'orders.events.failed' },
  expired: { key: 'orders.events.expired' },
  cancelled: { key: 'orders.events.cancelled' },
  refunded: { key: 'orders.events.refunded' },
  access_resent: { key: 'orders.events.access_resent' },
  payment_unmatched: { key: 'orders.events.payment_unmatched', withAmount: true },
  refund_succeeded: { key: 'orders.events.refund_succeeded', withAmount: true },
  refund_failed: { key: 'orders.events.refund_failed', withAmount: true },
};

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
 * the events about money (a payment without a matching order, each refund) say how much. A name this
 * page does not know yet (an API newer than the page the merchant has open) is shown as it is.
 */
export function eventText(type: string, data: Record<string, unknown>, t: TFunction, locale: Locale): string {
  if (type === 'pending' && data.reason === 'retry') return t('orders.events.retry');
  if (type === 'refunded' && data.via_provider === true) return t('orders.events.refundedViaProvider');
  if (!Object.hasOwn(EVENT_TEXTS, type)) return type;
  const { key, withAmount } = EVENT_TEXTS[type as OrderEventType];
  if (withAmount && typeof data.amount === 'number') {
    return t(key, { amount: formatMoney(data.amount, locale) });
  }
  return t(key);
}
