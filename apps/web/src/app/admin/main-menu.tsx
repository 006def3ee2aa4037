import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, MenuIcon } from '@/components/icons';

const ITEMS = [
  { key: 'orders', segment: 'orders' },
  { key: 'products', segment: 'products' },
  { key: 'storefronts', segment: 'storefronts' },
  { key: 'settings', segment: 'settings' },
] as const;

/**
 * The admin's main menu of docs/spec.md §2: orders, products, storefronts, settings, in that order. A row of
 * links from `sm` up; on a phone, where the four do not fit beside each other in every language, one
 * button naming the open page unfolds them as a list.
 */
export function MainMenu({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = ITEMS.find((item) => pathname.startsWith(`/store/${storeId}/${item.segment}`));

  return (
    <nav aria-label={t('menu.label')} className="-mb-px">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="mb-2 flex w-full items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-zinc-900 ring-1 ring-zinc-200 hover:bg-zinc-50 sm:hidden"
      >
        <MenuIcon className="size-5 text-zinc-500" />
        <span>{t('menu.button')}</span>
        {current ? <span className="truncate text-zinc-500">· {t(`menu.${current.key}`)}</span> : null}
        <ChevronDownIcon className={`ml-auto size-4 text-zinc-500 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        className={`${open ? 'flex' : 'hidden'} flex-col pb-2 sm:flex sm:flex-row sm:gap-1 sm:pb-0`}
      >
        {ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink
              to={`/store/${storeId}/${item.segment}`}
              // Choosing a page folds the list away again.
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `flex rounded-lg px-3 py-2.5 text-sm font-medium transition sm:inline-flex sm:rounded-none sm:border-b-2 sm:pt-2 sm:pb-3 ${
                  isActive
                    ? 'bg-zinc-100 text-zinc-900 sm:border-primary-ink sm:bg-transparent'
                    : 'text-zinc-600 hover:bg-zinc-50 sm:border-transparent sm:text-zinc-500 sm:hover:border-zinc-300 sm:hover:bg-transparent sm:hover:text-zinc-800'
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
