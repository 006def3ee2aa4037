import { FALLBACK_LOCALE, isLocale, type Locale } from '@platform/contract';

/** The caller's language from Accept-Language: the first supported one, else the fallback. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return FALLBACK_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.split('=')[1]) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (
    (ranked.find((entry) => isLocale(entry.language))?.language as Locale | undefined) ?? FALLBACK_LOCALE
  );
}
