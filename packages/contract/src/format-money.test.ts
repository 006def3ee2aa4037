import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALE_TAGS, LOCALES } from './constants.js';
import { formatMoney } from './format-money.js';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes cents as euros in the active language', () => {
    expect(nbsp(formatMoney(123456, 'nl'))).toBe('€ 1.234,56');
    expect(nbsp(formatMoney(123456, 'en'))).toBe('€1,234.56');
    expect(nbsp(formatMoney(123456, 'de'))).toBe('1.234,56 €');
  });

  it('writes every amount exactly as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom(...LOCALES),
        (cents, locale) => {
          const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: CURRENCY });
          expect(formatMoney(cents, locale)).toBe(intl.format(cents / 100));
        },
      ),
      {
        numRuns: 2000,
        examples: [
          [0, 'nl'],
          [-1, 'en'],
          [99, 'de'],
          [100_000, 'nl'],
          [-123_456, 'de'],
        ],
      },
    );
  });
});
