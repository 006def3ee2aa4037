/** Business constants of docs/spec.md §9 and docs/design.md, shared by the API and the web app. */
export const CART_SESSION_ID_LENGTH = 36;
/** The front id that names the store's home page rather than a storefront slug. */
export const HOME_FRONT_ID = 'home';
export const MAX_CART_QUANTITY = 99;
export const MAX_CART_LINES = 100;
export const RESERVED_ADMIN_SLUG = 'app';
/** The element of a store page's HTML in which the server puts the API answers the page opens with. */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';
/** Host labels that can never be a store: the admin, and names a platform keeps for itself. */
export const RESERVED_STORE_SLUGS = [RESERVED_ADMIN_SLUG, 'www', 'api', 'admin'] as const;

export const LOCALES = ['nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
export const FALLBACK_LOCALE: Locale = 'en';
/** The BCP 47 tag each language is formatted with: euros, dates and sizes the way the Netherlands, Britain and Germany write them. */
export const LOCALE_TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
export const CURRENCY = 'EUR';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long a password-reset link works (once). */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const BUSINESS_TYPES = ['b2b', 'b2c'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Image sizes from largest to smallest; a missing size falls back to the next smaller (docs/spec.md §3). */
export const IMAGE_SIZES = ['original', 'large', 'medium', 'small', 'tiny', 'thumb'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
