import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale } from '@platform/contract';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { GlobeIcon } from './icons';

/** Switches the interface language; the choice is remembered for the next visit. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <label className={`relative inline-flex items-center text-zinc-600 ${className}`}>
      <span className="sr-only">{t('language.label')}</span>
      <GlobeIcon className="pointer-events-none absolute left-2.5 size-4" />
      <select
        value={currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-lg bg-transparent pr-3 pl-8 text-sm font-medium hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
