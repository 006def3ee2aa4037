import type { Locale } from '../constants.js';

/**
 * The names a new licence key item starts with: its name in the store's language, not in the language
 * of the merchant's screen (decision 068), and its translations in the others, so that each buyer
 * reads it in their order's language (decision 074).
 */
export const LICENSE_ITEM_NAMES: Record<Locale, string> = {
  nl: 'Licentiesleutel',
  en: 'Licence key',
  de: 'Lizenzschlüssel',
};
