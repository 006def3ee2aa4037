import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { actorText, eventText, providerName } from './order-event-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}(${JSON.stringify(values)})` : key) as unknown as TFunction;

describe('order history texts', () => {
  it('names who acted', () => {
    expect(actorText('shopper', t)).toBe('orders.actors.shopper');
    expect(actorText('merchant:12', t)).toBe('orders.actors.merchant');
    expect(actorText('provider:mollie', t)).toBe('orders.actors.provider({"name":"Mollie"})');
    expect(actorText('system', t)).toBe('system');
  });

  it('says what happened, with the retry and provider refund told apart', () => {
    expect(eventText('paid', {}, t)).toBe('orders.events.paid');
    expect(eventText('pending', { reason: 'retry' }, t)).toBe('orders.events.retry');
    expect(eventText('refunded', { via_provider: true }, t)).toBe('orders.events.refundedViaProvider');
    expect(eventText('refunded', { via_provider: false }, t)).toBe('orders.events.refunded');
    expect(eventText('something_new', {}, t)).toBe('something_new');
  });

  it('writes provider names the way their makers do', () => {
    expect(providerName('stripe')).toBe('Stripe');
    expect(providerName('other')).toBe('other');
  });
});
