/**
 * The one way every text of the catalogue (docs/decisions/065-one-text-catalogue.md) gets its values:
 * `{name}` marks a value filled in per use, on the web (through i18next, create-i18n.ts) as in the
 * API's mails, invoices and messages.
 */
export type TextValues = Readonly<Record<string, unknown>>;

/** A placeholder and its name; global, so `replace` fills every one and `split` keeps the names. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The text with each placeholder replaced by its value. A value that is missing (undefined or null)
 * leaves its placeholder standing: a text that lacks a value shows which, where an empty string would
 * quietly read as a sentence with a word gone.
 */
export function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}
