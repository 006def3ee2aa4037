import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number.js';

describe('order numbers', () => {
  it('are written with a hash, as people say them', () => {
    expect(formatOrderNumber(1001)).toBe('#1001');
  });

  it('are read from a search term with or without the hash', () => {
    expect(parseOrderNumber('1001')).toBe(1001);
    expect(parseOrderNumber(' #1001 ')).toBe(1001);
    expect(parseOrderNumber('1001a')).toBeNull();
    expect(parseOrderNumber('#')).toBeNull();
    expect(parseOrderNumber('1234567890')).toBeNull();
    expect(parseOrderNumber('jan@example.com')).toBeNull();
  });
});
