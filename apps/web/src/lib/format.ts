import type { Locale } from '@platform/contract';

export const LOCALE_TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

/**
 * How each language writes an amount of euros, exactly as Intl.NumberFormat writes it (a test holds
 * the two side by side). Written out rather than asked of Intl because a page's first Intl formatter
 * makes the browser load its locale data, which takes longer than all the rest of a product page's
 * first render on a phone.
 */
const EUROS: Record<Locale, { group: string; decimal: string; write(sign: string, amount: string): string }> =
  {
    nl: { group: '.', decimal: ',', write: (sign, amount) => `€\u00a0${sign}${amount}` },
    en: { group: ',', decimal: '.', write: (sign, amount) => `${sign}€${amount}` },
    de: { group: '.', decimal: ',', write: (sign, amount) => `${sign}${amount}\u00a0€` },
  };

/** A price in whole cents as euros (SPEC §1, §9), written the way the active language writes money. */
export function formatPrice(cents: number, locale: Locale): string {
  const { group, decimal, write } = EUROS[locale];
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const rest = String(absolute % 100).padStart(2, '0');
  return write(cents < 0 ? '-' : '', `${euros}${decimal}${rest}`);
}

/** A moment as 2-digit day, month and year with 24-hour time (SPEC §9). */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
