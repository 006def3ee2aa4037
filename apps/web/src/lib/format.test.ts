import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize } from './format';

describe('formatDateTime', () => {
  it('uses 2-digit day, month, year and 24-hour time', () => {
    const moment = new Date(2025, 2, 7, 21, 5);
    // The separator between date and time differs between ICU versions; the parts do not.
    expect(formatDateTime(moment, 'nl')).toMatch(/^07-03-2025,? 21:05$/);
    expect(formatDateTime(moment, 'en')).toMatch(/^07\/03\/2025,? 21:05$/);
    expect(formatDateTime(moment, 'de')).toMatch(/^07\.03\.2025,? 21:05$/);
  });
});

describe('formatDate', () => {
  it('writes the day as formatDateTime does, without the time', () => {
    const day = new Date(2026, 10, 24, 9, 30);
    expect(formatDate(day, 'nl')).toBe('24-11-2026');
    expect(formatDate(day, 'en')).toBe('24/11/2026');
    expect(formatDate(day, 'de')).toBe('24.11.2026');
  });
});

describe('formatFileSize', () => {
  it('picks the largest unit that keeps the number at 1 or more', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatFileSize(2_400_000, 'nl')).toBe('2,4 MB');
    expect(formatFileSize(1500, 'de')).toBe('1,5 kB');
  });
});
