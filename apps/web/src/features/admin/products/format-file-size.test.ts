import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('picks the largest unit that keeps the number at 1 or more', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatFileSize(2_400_000, 'nl')).toBe('2,4 MB');
    expect(formatFileSize(1500, 'de')).toBe('1,5 kB');
  });
});
