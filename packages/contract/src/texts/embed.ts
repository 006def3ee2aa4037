import type { Locale } from '../constants.js';
import type { EmbedKind } from '../embed.js';

/**
 * The embed's frame names for screen readers, in the host page's language: a namespace of their own,
 * as embed.js runs on other sites and the web's texts are too large to load there for four words.
 */
export const EMBED_TITLES: Record<Locale, Record<EmbedKind, string>> = {
  nl: { storefront: 'Webwinkel', product: 'Product', minicart: 'Winkelwagen', cart: 'Bestelling' },
  en: { storefront: 'Shop', product: 'Product', minicart: 'Shopping cart', cart: 'Order' },
  de: { storefront: 'Shop', product: 'Produkt', minicart: 'Warenkorb', cart: 'Bestellung' },
};
