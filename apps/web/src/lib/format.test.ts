import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes cents as euros in the active language', () => {
    expect(nbsp(formatPrice(123456, 'nl'))).toBe('€ 1.234,56');
    expect(nbsp(formatPrice(123456, 'en'))).toBe('€1,234.56');
    expect(nbsp(formatPrice(123456, 'de'))).toBe('1.234,56 €');
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
