import { z } from 'zod';
import { LOCALES, type Locale } from './constants.js';
import { humanText } from './human-text.js';

/**
 * A product's name and description in another language than the store's (decision 033). An empty
 * field is no translation: the shop shows the store language's text there.
 */
export const productText = z.object({
  name: humanText({ max: 200 })
    .default('')
    .describe("The product's name in this language; empty: the store language's is shown."),
  description: humanText({ max: 20_000, multiline: true, trim: false })
    .default('')
    .describe(
      "The product's description in this language, as Markdown; empty: the store language's is shown.",
    ),
});
export type ProductText = z.infer<typeof productText>;

/** The translations by language; the store's own language is the product's `name` and `description`. */
export const productTranslations = z.partialRecord(z.enum(LOCALES), productText);
export type ProductTranslations = z.infer<typeof productTranslations>;

/**
 * The translations as stored and answered: the texts as they were saved, which before decision 049
 * could hold any character. Answers are checked against their schema, so an answer built with the
 * request's rule would fail on such a text instead of showing it.
 */
export const storedProductTranslations = z.partialRecord(
  z.enum(LOCALES),
  z.object({
    name: z
      .string()
      .default('')
      .describe("The product's name in this language; empty: the store language's is shown."),
    description: z
      .string()
      .default('')
      .describe(
        "The product's description in this language, as Markdown; empty: the store language's is shown.",
      ),
  }),
);

/**
 * An item's name (a file, link, text or licence key the buyer gets) in another language than the
 * store's (decision 074): the same rule as a product's, with the name only.
 */
export const itemText = z.object({ name: humanText({ max: 200 }).default('') });
export const itemTranslations = z.partialRecord(z.enum(LOCALES), itemText);
export type ItemTranslations = z.infer<typeof itemTranslations>;

/** An item's translations as stored and answered (see `storedProductTranslations`). */
export const storedItemTranslations = z.partialRecord(
  z.enum(LOCALES),
  z.object({ name: z.string().default('') }),
);

/**
 * Only the languages with something written, so that an emptied language is no translation: of a
 * product (name, description) or of an item (name).
 */
export function filledTranslations<Text extends Record<string, string>>(
  translations: Partial<Record<Locale, Text>>,
): Partial<Record<Locale, Text>> {
  return Object.fromEntries(
    Object.entries(translations).filter(
      ([, text]) => text && Object.values(text).some((value) => value !== ''),
    ),
  );
}
