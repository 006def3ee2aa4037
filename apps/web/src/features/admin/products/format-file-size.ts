import type { Locale } from '@platform/contract';

const TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "2,4 MB": a file's size in the largest unit that keeps the number at 1 or more. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(TAGS[locale], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
