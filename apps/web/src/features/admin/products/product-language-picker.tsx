import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@platform/contract';

interface ProductLanguagePickerProps {
  /** What the languages are of: the product's name and description, or an item's name. */
  label: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  storeLocale: Locale;
  /** The languages that hold a translation, marked so the merchant sees what is done. */
  filled: readonly Locale[];
}

/**
 * Which language's texts a form shows, of a product or of an item (decisions 033, 074): the store's
 * first, then the others.
 */
export function ProductLanguagePicker({
  label,
  value,
  onChange,
  storeLocale,
  filled,
}: ProductLanguagePickerProps) {
  const { t } = useTranslation();
  const ordered = [storeLocale, ...LOCALES.filter((code) => code !== storeLocale)];
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {ordered.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={value === code}
          onClick={() => onChange(code)}
          className={`inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink ${
            value === code
              ? 'bg-primary/5 text-zinc-900 ring-2 ring-primary-ink'
              : 'bg-white text-zinc-600 ring-zinc-300 hover:bg-zinc-50'
          }`}
        >
          {code === storeLocale
            ? t('products.translations.storeLanguage', { language: t(`language.${code}`) })
            : t(`language.${code}`)}
          {code !== storeLocale && filled.includes(code) ? (
            <span
              className="size-1.5 rounded-full bg-emerald-500"
              aria-label={t('products.translations.filled')}
            />
          ) : null}
        </button>
      ))}
    </div>
  );
}
