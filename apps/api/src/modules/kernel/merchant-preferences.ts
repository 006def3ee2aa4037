import type { MerchantPreferences } from '@platform/contract';

const DEFAULT_PREFERENCES: MerchantPreferences = { locale: 'nl', per_page: 20 };

export function preferencesOf(stored: string): MerchantPreferences {
  return { ...DEFAULT_PREFERENCES, ...(JSON.parse(stored) as Partial<MerchantPreferences>) };
}
