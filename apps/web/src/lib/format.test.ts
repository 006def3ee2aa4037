import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFileSize } from './format';

describe('formatDateTime', () => {
  it('uses 2-digit day, month, year and 24-hour time', () => {
    const moment = new Date(2025, 2, 7, 21, 5);
    // The separator between date and time differs between ICU versions; the parts do not.
    expect(formatDateTime(moment, 'nl')).toMatch(/^07-03-2025,? 21:05$/);
    expect(formatDateTime(moment, 'en')).toMatch(/^07\/03\/2025,? 21:05$/);
    expect(formatDateTime(moment, 'de')).toMatch(/^07\.03\.2025,? 21:05$/);
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
