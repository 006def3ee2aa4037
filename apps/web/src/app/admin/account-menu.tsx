import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/admin/auth/api/logout';
import { useStores } from '@/lib/api/stores/get-stores';
import { storeHomePath } from '@/lib/api/stores/store-home';
import { CheckIcon, ChevronDownIcon, CogIcon, LogoutIcon, PlusIcon } from '@/components/icons';
import { signOut } from './sign-out';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-zinc-700 data-focus:bg-zinc-100 data-focus:text-zinc-900';

/**
 * The account pulldown of docs/spec.md §2: the merchant's stores under Winkels (the current one bold), a
 * link to add a store, and sign-out. Without a store name to show, the button is a cog.
 */
export function AccountMenu({ storeId, storeName }: { storeId?: number; storeName?: string }) {
  const { t } = useTranslation();
  const stores = useStores();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      signOut(queryClient, navigate);
    }
  };

  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={storeName ? undefined : t('account.menuLabel')}
        className="inline-flex h-9 max-w-32 sm:max-w-56 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-700 ring-1 ring-zinc-200 transition ring-inset hover:bg-zinc-50 data-open:bg-zinc-100"
      >
        {storeName ? (
          <>
            <span className="truncate">{storeName}</span>
            <ChevronDownIcon className="size-4 shrink-0 text-zinc-400" />
          </>
        ) : (
          <CogIcon />
        )}
      </MenuButton>
      {/* Not modal, and placed below its button rather than anchored (which would move it to the end of
          the page): the page stays readable to assistive technology, the menu inside the header. */}
      <MenuItems
        modal={false}
        className="absolute top-full right-0 z-40 mt-2 w-64 origin-top-right rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-zinc-200 focus:outline-none motion-safe:animate-pop-in"
      >
        <MenuSection>
          <MenuHeading className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
            {t('account.stores')}
          </MenuHeading>
          {stores.data?.map((store) => {
            const current = store.id === storeId;
            return (
              <MenuItem key={store.id}>
                <Link
                  to={storeHomePath(store.id)}
                  aria-current={current ? 'page' : undefined}
                  className={`${itemClass} ${current ? 'font-bold text-zinc-900' : ''}`}
                >
                  <span className="min-w-0 flex-1 truncate">{store.name}</span>
                  {current ? <CheckIcon className="size-4 text-primary-ink" /> : null}
                </Link>
              </MenuItem>
            );
          })}
        </MenuSection>
        <MenuSeparator className="my-1.5 h-px bg-zinc-100" />
        <MenuItem>
          <Link to="/create-store" className={itemClass}>
            <PlusIcon className="size-4 text-zinc-400" />
            {t('account.addStore')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => void onLogout()} className={itemClass}>
            <LogoutIcon className="size-4 text-zinc-400" />
            {t('account.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
