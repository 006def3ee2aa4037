import { describe, expect, it } from 'vitest';
import { formatEuroInput, parseEuros } from './euro-input';

describe('parseEuros', () => {
  it.each([
    ['12', 1200],
    ['12,95', 1295],
    ['12.95', 1295],
    ['12,5', 1250],
    ['0,05', 5],
    ['€ 12,95', 1295],
    [' 7 ', 700],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['1.250', 125000],
    ['1,250', 125000],
    ['1.234.567', 123456700],
    ['12 EUR', 1200],
    ['1234,5', 123450],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it.each(['', 'abc', '12,9555', '1.234,567', '-5', '1.2.3', '12,', '1,23,45', '1.234,5.6', '12a'])(
    'refuses %j',
    (input) => {
      expect(parseEuros(input)).toBeNull();
    },
  );
});

describe('formatEuroInput', () => {
  it('writes the decimal separator of the language and always two decimals', () => {
    expect(formatEuroInput(1295, 'nl')).toBe('12,95');
    expect(formatEuroInput(1200, 'de')).toBe('12,00');
    expect(formatEuroInput(5, 'en')).toBe('0.05');
  });

  it('reads back what it writes', () => {
    for (const cents of [0, 5, 99, 1295, 123456]) {
      expect(parseEuros(formatEuroInput(cents, 'nl'))).toBe(cents);
      expect(parseEuros(formatEuroInput(cents, 'en'))).toBe(cents);
    }
  });
});
