import { LOCALES, type ItemTranslations, type Locale } from '@platform/contract';

/** An item form's fields of its name: the store language's `name`, the others' translations (decision 074). */
export const ITEM_NAME_FIELDS = [
  'name' as const,
  ...LOCALES.map((code) => `translations.${code}.name` as const),
];

/**
 * The names in the languages other than the store's as an item form starts with them, one for each
 * language (empty: none), so that the form sends them whole, as the product's form does.
 */
export function otherLanguageNames(storeLocale: Locale, name: (code: Locale) => string): ItemTranslations {
  return Object.fromEntries(
    LOCALES.filter((code) => code !== storeLocale).map((code) => [code, { name: name(code) }]),
  );
}
