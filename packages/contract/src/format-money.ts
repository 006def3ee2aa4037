import type { Locale } from './constants.js';

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

/**
 * Cents as euros in the reader's language: "€ 12,95" (nl), "€12.95" (en), "12,95 €" (de). The one
 * money formatter of the platform: the shop, the admin, the mails and the pay page all write money so.
 */
export function formatMoney(cents: number, locale: Locale): string {
  const { group, decimal, write } = EUROS[locale];
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const rest = String(absolute % 100).padStart(2, '0');
  return write(cents < 0 ? '-' : '', `${euros}${decimal}${rest}`);
}
