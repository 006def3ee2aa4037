import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from '@platform/contract';

export type LocaleLoaders = Record<Locale, () => Promise<{ default: ResourceKey }>>;

export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The language at start: Dutch (SPEC §1), unless the user picked another one before — the browser's
 * own language is deliberately not consulted.
 */
export function initialLocale(storage: Storage): Locale {
  const remembered = storage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(remembered) ? remembered : DEFAULT_LOCALE;
}

function lazyBackend(loaders: LocaleLoaders): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      if (!isLocale(language)) return callback(null, {});
      loaders[language]().then(
        (module) => callback(null, module.default),
        (error: Error) => callback(error, null),
      );
    },
  };
}

export interface AppI18n {
  i18n: I18n;
  /** Resolves once the active language and the fallback are loaded. */
  ready: Promise<unknown>;
  changeLocale(locale: Locale): Promise<void>;
  currentLocale(): Locale;
}

/** An i18next instance whose locale files are loaded on demand (SPEC §1), English as fallback. */
export function createI18n({ loaders, storage }: { loaders: LocaleLoaders; storage: Storage }): AppI18n {
  const i18n = i18next.createInstance();
  const ready = i18n
    .use(lazyBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: initialLocale(storage),
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  return {
    i18n,
    ready,
    async changeLocale(locale) {
      await i18n.changeLanguage(locale);
      storage.setItem(LOCALE_STORAGE_KEY, locale);
    },
    currentLocale() {
      return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
    },
  };
}
