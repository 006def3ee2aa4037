import i18next, {
  type BackendModule,
  type I18nFormatModule,
  type i18n as I18n,
  type ResourceKey,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  interpolate,
  isLocale,
  type Locale,
  type TextValues,
} from '@platform/contract';

export type LocaleLoaders = Record<Locale, () => Promise<{ default: ResourceKey }>>;

export const LOCALE_STORAGE_KEY = 'locale';

/** The first of the browser's languages (`navigator.languages`, as `de-DE`) that we speak. */
export function firstSupported(languages: readonly string[]): Locale | undefined {
  return languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLocale);
}

/**
 * The language at start (decision 068): the one the address asks for (`?lang=de`: the store pages'
 * language addresses of decision 033, the links in a buyer's e-mails, an embed's language; then it is
 * remembered), else the one the user picked before, else the first of the browser's languages we speak
 * (the shop passes them; the admin, which follows the merchant's saved preference, does not), else Dutch.
 */
export function initialLocale(
  storage: Storage,
  requested: string | null = null,
  browser: readonly string[] = [],
): Locale {
  if (isLocale(requested)) {
    storage.setItem(LOCALE_STORAGE_KEY, requested);
    return requested;
  }
  const remembered = storage.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(remembered)) return remembered;
  return firstSupported(browser) ?? DEFAULT_LOCALE;
}

/**
 * Reads a language's file when i18next asks for it, except the fallback's while another language is
 * active: that one is fetched only once a text turns out to be missing (`loadFallback`), as every
 * language is meant to be complete and its file would only add to the first load.
 */
function lazyBackend(loaders: LocaleLoaders, isActive: (locale: Locale) => boolean): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      if (!isLocale(language) || (language === FALLBACK_LOCALE && !isActive(language))) {
        return callback(null, {});
      }
      loaders[language]().then(
        (module) => callback(null, module.default),
        (error: Error) => callback(error, null),
      );
    },
  };
}

/**
 * Fills a text's `{name}` placeholders with the catalogue's own interpolate, in place of i18next's:
 * the web's texts read their values as the API's mails and messages do (decision 065). Keys, plurals
 * and fallbacks stay i18next's.
 */
const catalogueFormat = {
  type: 'i18nFormat',
  // i18next's own handling of a key that holds an object, as without this module.
  handleAsObject: true,
  parse: (text: unknown, values: TextValues) => (typeof text === 'string' ? interpolate(text, values) : text),
} as I18nFormatModule;

export interface AppI18n {
  i18n: I18n;
  /** Resolves once the active language and the fallback are loaded. */
  ready: Promise<unknown>;
  changeLocale(locale: Locale): Promise<void>;
  /**
   * Shows the texts in the language a page's content was written in (an order's), unless the user chose
   * a language on this device; not remembered, as it is the content's and not the user's choice.
   */
  followContentLocale(locale: Locale): Promise<void>;
  currentLocale(): Locale;
}

/**
 * An i18next instance whose locale files are loaded on demand (docs/spec.md §1): the active language's at
 * start, English (the fallback) when a text is missing, any other when the user picks it.
 */
export function createI18n({
  loaders,
  storage,
  requested = null,
  browser = [],
}: {
  loaders: LocaleLoaders;
  storage: Storage;
  /** The language the page's address asks for (`?lang=`), if any. */
  requested?: string | null;
  /** The browser's languages, most wanted first, when they should count. */
  browser?: readonly string[];
}): AppI18n {
  const i18n = i18next.createInstance();
  let active = initialLocale(storage, requested, browser);
  let fallback: Promise<void> | null = null;
  // Adding the fallback's texts re-renders every text on screen (react.bindI18nStore below).
  const loadFallback = () =>
    (fallback ??= loaders[FALLBACK_LOCALE]().then((module) => {
      i18n.addResourceBundle(FALLBACK_LOCALE, 'translation', module.default, true, true);
    }));
  const ready = i18n
    .use(lazyBackend(loaders, (locale) => locale === active))
    .use(catalogueFormat)
    .use(initReactI18next)
    .init({
      lng: active,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      showSupportNotice: false,
      saveMissing: true,
      missingKeyHandler: () => void loadFallback(),
      react: { bindI18nStore: 'added' },
    });
  const switchTo = async (locale: Locale) => {
    active = locale;
    // English may be in only as far as the fallback needed it: make sure all of it is.
    if (locale === FALLBACK_LOCALE) await loadFallback();
    await i18n.changeLanguage(locale);
  };
  return {
    i18n,
    ready,
    async changeLocale(locale) {
      await switchTo(locale);
      storage.setItem(LOCALE_STORAGE_KEY, locale);
    },
    async followContentLocale(locale) {
      if (locale === active || isLocale(storage.getItem(LOCALE_STORAGE_KEY))) return;
      await switchTo(locale);
    },
    currentLocale() {
      return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
    },
  };
}
