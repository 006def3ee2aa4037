import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { orderEventType } from '@platform/contract';
import de from '@platform/contract/texts/web/de.json';
import en from '@platform/contract/texts/web/en.json';
import nl from '@platform/contract/texts/web/nl.json';
import type { Tree } from '@/locales/used-keys';
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
    expect(eventText('paid', {}, t, 'nl')).toBe('orders.events.paid');
    expect(eventText('pending', { reason: 'retry' }, t, 'nl')).toBe('orders.events.retry');
    expect(eventText('refunded', { via_provider: true }, t, 'nl')).toBe('orders.events.refundedViaProvider');
    expect(eventText('refunded', { via_provider: false }, t, 'nl')).toBe('orders.events.refunded');
    expect(eventText('something_new', {}, t, 'nl')).toBe('something_new');
  });

  it('says how much a refund or a payment without a matching order was', () => {
    expect(eventText('refund_succeeded', { amount: 500 }, t, 'nl')).toMatch(
      /^orders\.events\.refund_succeeded\(\{"amount":".*5,00.*"\}\)$/,
    );
    expect(eventText('refund_failed', { amount: 1995, error: 'x' }, t, 'nl')).toMatch(/refund_failed.*19,95/);
    expect(eventText('payment_unmatched', { amount: 1995 }, t, 'nl')).toMatch(/payment_unmatched.*19,95/);
  });

  it('has a text in nl, en and de for every name the contract gives the order history', () => {
    const textsOf = (tree: Tree) =>
      ((key: string) => {
        const text = key
          .split('.')
          .reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
        if (typeof text !== 'string') throw new Error(`no text for ${key}`);
        return text;
      }) as unknown as TFunction;
    for (const [locale, tree] of Object.entries({ nl, en, de })) {
      for (const type of orderEventType.options) {
        expect(
          () => eventText(type, { amount: 500 }, textsOf(tree), 'nl'),
          `${locale} ${type}`,
        ).not.toThrow();
      }
    }
  });

  it('writes provider names the way their makers do', () => {
    expect(providerName('stripe')).toBe('Stripe');
    expect(providerName('other')).toBe('other');
  });
});
