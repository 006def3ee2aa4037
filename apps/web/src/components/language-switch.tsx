import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale } from '@platform/contract';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { ChevronDownIcon, GlobeIcon } from './icons';

/**
 * Switches the interface language; the choice is remembered for the next visit. A native select
 * (keyboard, screen readers and phones handle it well) lies invisibly over a compact face that
 * shows the language code, so it fits a phone's header.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <span className="relative inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 has-focus-visible:outline-2 has-focus-visible:outline-primary-ink">
      <GlobeIcon className="size-4" />
      <span aria-hidden="true" className="uppercase">
        {locale}
      </span>
      <ChevronDownIcon className="size-3.5 text-zinc-400" />
      <select
        aria-label={t('language.label')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
