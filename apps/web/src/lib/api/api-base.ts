import { currentLocale } from '../i18n';

/** One API base for every call (docs/spec.md §7); the same origin unless the build names another. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/';

/** The XSRF cookie the server issues and the header that must echo it (docs/spec.md §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Headers of every call: JSON, and the language the server should answer messages in, so they can be shown as they are. */
export function commonHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': currentLocale() };
}
