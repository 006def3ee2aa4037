import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALES } from '@platform/contract';
import { LOCALE_TAGS, formatDateTime, formatPrice } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes cents as euros in the active language', () => {
    expect(nbsp(formatPrice(123456, 'nl'))).toBe('€ 1.234,56');
    expect(nbsp(formatPrice(123456, 'en'))).toBe('€1,234.56');
    expect(nbsp(formatPrice(123456, 'de'))).toBe('1.234,56 €');
  });

  it('writes every amount exactly as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom(...LOCALES),
        (cents, locale) => {
          const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: CURRENCY });
          expect(formatPrice(cents, locale)).toBe(intl.format(cents / 100));
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

describe('formatDateTime', () => {
  it('uses 2-digit day, month, year and 24-hour time', () => {
    const moment = new Date(2025, 2, 7, 21, 5);
    // The separator between date and time differs between ICU versions; the parts do not.
    expect(formatDateTime(moment, 'nl')).toMatch(/^07-03-2025,? 21:05$/);
    expect(formatDateTime(moment, 'en')).toMatch(/^07\/03\/2025,? 21:05$/);
    expect(formatDateTime(moment, 'de')).toMatch(/^07\.03\.2025,? 21:05$/);
  });
});
