import { LOCALE_TAGS, type Locale } from '@platform/contract';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** A moment as 2-digit day, month and year with 24-hour time (docs/spec.md §9). */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** A day, such as an invoice's date of issue, written as `formatDateTime` writes its date. */
export function formatDate(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], DAY).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "2,4 MB": a file's size in the largest unit that keeps the number at 1 or more. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
