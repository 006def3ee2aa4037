import type { Locale } from '../constants.js';

/**
 * The name a new licence key item starts with. The buyer reads it on the order page and in the e-mails,
 * where an item's name is the store's text like a product's untranslated name: so it is worded in the
 * store's language, not in the language of the merchant's screen (decision 068).
 */
export const LICENSE_ITEM_NAMES: Record<Locale, string> = {
  nl: 'Licentiesleutel',
  en: 'Licence key',
  de: 'Lizenzschlüssel',
};
