import { z } from 'zod';
import { LOCALES } from './constants.js';

/**
 * A product's name and description in another language than the store's (decision 033). An empty
 * field is no translation: the shop shows the store language's text there.
 */
export const productText = z.object({
  name: z.string().trim().max(200).default(''),
  description: z.string().max(20_000).default(''),
});
export type ProductText = z.infer<typeof productText>;

/** The translations by language; the store's own language is the product's `name` and `description`. */
export const productTranslations = z.partialRecord(z.enum(LOCALES), productText);
export type ProductTranslations = z.infer<typeof productTranslations>;

/** Only the languages with something written, so that an emptied language is no translation. */
export function filledTranslations(translations: ProductTranslations): ProductTranslations {
  return Object.fromEntries(
    Object.entries(translations).filter(([, text]) => text && (text.name !== '' || text.description !== '')),
  );
}
