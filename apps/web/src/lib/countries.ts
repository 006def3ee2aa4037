import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@platform/contract';
import type { LocaleData } from 'i18n-iso-countries';
import { currentLocale } from '@/lib/i18n';

export interface CountryOption {
  value: string;
  label: string;
}

/** Each language's names load on their own, and only on the pages with a country field. */
const NAMES: Record<Locale, () => Promise<{ default: LocaleData }>> = {
  nl: () => import('i18n-iso-countries/langs/nl.json'),
  en: () => import('i18n-iso-countries/langs/en.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
};

/**
 * Which of the package's names a reader knows the country by: its Dutch and German "official" names
 * are the long state names ("Koninkrijk der Nederlanden"), their aliases the everyday ones
 * ("Nederland"); in English it is the other way round ("UK", "Korea, Republic of" are the aliases).
 */
const EVERYDAY_NAME = { nl: 'alias', en: 'official', de: 'alias' } as const;

/** Every ISO 3166-1 country, named in the reader's language and sorted the way a reader of it expects. */
export async function loadCountryOptions(locale: Locale): Promise<CountryOption[]> {
  const [{ default: countries }, { default: names }] = await Promise.all([
    import('i18n-iso-countries'),
    NAMES[locale](),
  ]);
  countries.registerLocale(names);
  return Object.entries(countries.getNames(locale, { select: EVERYDAY_NAME[locale] }))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export const countryOptionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['countries', locale],
    queryFn: () => loadCountryOptions(locale),
    staleTime: Infinity,
    // A language switch keeps the form on screen (and its edits) while the new names load.
    placeholderData: keepPreviousData,
  });

/** The country choices of the checkout and the settings: one list for both. */
export function useCountryOptions() {
  return useQuery(countryOptionsQueryOptions(currentLocale()));
}
