import type { Locale } from './constants.js';

// Apart from the schemas (product-texts.ts), so that the shop's first pages take these without zod.

interface Translatable {
  name: string;
  description?: string;
  translations?: Partial<Record<Locale, { name?: string; description?: string }>>;
}

/** The name in the reader's language where the merchant wrote one, else in the store's language. */
export function localizedName(item: Translatable, locale: Locale): string {
  return item.translations?.[locale]?.name || item.name;
}

/** The description in the reader's language where the merchant wrote one, else in the store's language. */
export function localizedDescription(item: Translatable, locale: Locale): string {
  return item.translations?.[locale]?.description || (item.description ?? '');
}
