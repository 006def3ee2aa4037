import { isLocale, type Locale, type MerchantPreferences } from '@platform/contract';

const DEFAULT_PREFERENCES: MerchantPreferences = { locale: 'nl', per_page: 20 };

export function preferencesOf(stored: string): MerchantPreferences {
  return { ...DEFAULT_PREFERENCES, ...(JSON.parse(stored) as Partial<MerchantPreferences>) };
}

/** The language the merchant chose, if they ever chose one: unlike `preferencesOf`, no default. */
export function storedLocale(stored: string): Locale | undefined {
  const { locale } = JSON.parse(stored) as Partial<MerchantPreferences>;
  return isLocale(locale) ? locale : undefined;
}
