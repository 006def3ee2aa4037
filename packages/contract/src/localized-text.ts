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

/** A line's name as the buyer reads it: the product's, and the chosen variant's after a dash. */
export function withVariantName(productName: string, variantName: string): string {
  return variantName ? `${productName} – ${variantName}` : productName;
}

interface VariantLine extends Translatable {
  variant_name: string;
  variant_translations?: Partial<Record<Locale, { name?: string }>>;
}

/** A cart line's variant's name in the reader's language; empty for a product's only variant. */
export function localizedVariantName(line: VariantLine, locale: Locale): string {
  return line.variant_translations?.[locale]?.name || line.variant_name;
}

/** A cart line's name in the reader's language: "Product – Variant" (decision 076). */
export function localizedLineName(line: VariantLine, locale: Locale): string {
  return withVariantName(localizedName(line, locale), localizedVariantName(line, locale));
}
