import { createI18n } from './create-i18n';
import { storage } from '../safe-storage';

export const appI18n = createI18n({
  storage,
  requested: typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang'),
  // The shop speaks the buyer's language from the first paint (decision 068); the admin starts in Dutch
  // until the merchant's saved preference is known.
  browser: import.meta.env.MODE === 'shop' && typeof navigator !== 'undefined' ? navigator.languages : [],
  loaders: {
    nl: () => import('@platform/contract/texts/web/nl.json'),
    en: () => import('@platform/contract/texts/web/en.json'),
    de: () => import('@platform/contract/texts/web/de.json'),
  },
});

export const { i18n, changeLocale, currentLocale, followContentLocale } = appI18n;

/** Guard 1 of docs/spec.md §2: wait until the active language (and the fallback) is loaded. */
export function loadLocale(): Promise<unknown> {
  return appI18n.ready;
}

i18n.on('languageChanged', (language) => {
  // Modules that word texts are also run in Node (unit tests), where there is no page to label.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
