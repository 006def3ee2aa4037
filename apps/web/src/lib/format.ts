import { CURRENCY, type Locale } from '@platform/contract';

const TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

/** A price in cents as euros (SPEC §1, §9), written the way the active language writes money. */
export function formatPrice(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

/** A moment as 2-digit day, month and year with 24-hour time (SPEC §9). */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
