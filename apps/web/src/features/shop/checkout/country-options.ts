import type { Locale } from '@platform/contract';

/** The countries a European shop mostly sells to; the names come from the browser, in the reader's language. */
const COUNTRIES = [
  'NL',
  'BE',
  'DE',
  'FR',
  'LU',
  'AT',
  'CH',
  'GB',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'ES',
  'PT',
  'IT',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'CY',
  'MT',
  'EE',
  'LV',
  'LT',
  'IS',
  'US',
  'CA',
] as const;

export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
