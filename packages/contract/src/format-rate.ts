import { LOCALE_TAGS, type Locale } from './constants.js';

/**
 * A VAT rate as the language writes it: "21", "5,5" (nl, de) or "5.5" (en); the caller adds the "%".
 * The one rate formatter of the platform: the admin, the invoices and the mails write rates so.
 */
export function formatRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(rate);
}
