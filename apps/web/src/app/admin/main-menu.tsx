import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'orders', segment: 'orders' },
  { key: 'products', segment: 'products' },
  { key: 'storefronts', segment: 'storefronts' },
  { key: 'settings', segment: 'settings' },
] as const;

/** The admin's main menu of SPEC §2: orders, products, storefronts, settings, in that order. */
export function MainMenu({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.label')} className="-mx-4 -mb-px overflow-x-auto px-2 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink
              to={`/store/${storeId}/${item.segment}`}
              className={({ isActive }) =>
                `inline-flex border-b-2 px-2.5 pt-2 pb-3 text-sm sm:px-3 font-medium transition ${
                  isActive
                    ? 'border-primary-ink text-zinc-900'
                    : 'border-transparent text-zinc-500 hover:border-zinc-300 hover:text-zinc-800'
                }`
              }
            >
              {t(`menu.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
