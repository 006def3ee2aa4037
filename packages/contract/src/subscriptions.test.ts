import { describe, expect, it } from 'vitest';
import { periodEnd } from './subscriptions.js';

describe('subscription periods', () => {
  it('keeps the day of the month where the month has it, counted from the start', () => {
    const start = new Date('2026-01-31T10:00:00.000Z');
    expect(periodEnd(start, 'month', 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(start, 'month', 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(periodEnd(start, 'month', 3).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(periodEnd(start, 'month', 13).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('ends a year on the same day, 28 February for a start on a leap day', () => {
    const leap = new Date('2028-02-29T00:00:00.000Z');
    expect(periodEnd(leap, 'year', 1).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(periodEnd(leap, 'year', 4).toISOString()).toBe('2032-02-29T00:00:00.000Z');
  });
});
