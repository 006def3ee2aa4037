import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { usePublicStore } from '@/lib/public-store';

/** The footer below the shop's pages: the store's name and the language switch. */
export function ShopFooter() {
  const { t } = useTranslation();
  const { data: store } = usePublicStore();
  return (
    <footer className="border-t border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-zinc-500 sm:px-6">
        <span>
          {store ? t('footer.copyright', { name: store.name, year: new Date().getFullYear() }) : null}
        </span>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
