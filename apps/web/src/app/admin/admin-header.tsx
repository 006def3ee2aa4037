import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/api/stores/get-store';
import { Badge } from '@/components/badge';
import { ExternalLinkIcon } from '@/components/icons';
import { LanguageSwitch } from '@/components/language-switch';
import { useLocalePreferenceSync } from '@/lib/account/use-locale-preference-sync';
import { useMerchantSignedIn } from '@/lib/auth/merchant-session';
import { storeHost } from '@/lib/host';
import { storeHomePath } from '@/lib/api/stores/store-home';
import { applyThemeColor } from '@/lib/theme';
import { useCurrentRoute } from '../layouts/use-current-route';
import { AccountMenu } from './account-menu';
import { MainMenu } from './main-menu';
import { useUnknownStoreRedirect } from './use-unknown-store-redirect';

function Brand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-zinc-900">
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-lg bg-primary text-sm text-primary-contrast"
      >
        {t('brand.name').charAt(0)}
      </span>
      <span className="sr-only sm:not-sr-only">{t('brand.name')}</span>
    </Link>
  );
}

/**
 * The admin header (docs/spec.md §2): the main menu when signed in on a page of one store, the account
 * pulldown, and the Test mode actief badge while that store is in test mode.
 */
export function AdminHeader() {
  const { t } = useTranslation();
  const signedIn = useMerchantSignedIn();
  const storeIdParam = useCurrentRoute()?.params.storeId;
  const storeId = storeIdParam && /^\d+$/.test(storeIdParam) ? Number(storeIdParam) : undefined;
  const store = useStore(signedIn ? storeId : undefined);
  const color = store.data?.settings.primary_color;

  useEffect(() => applyThemeColor(color), [color]);
  useLocalePreferenceSync(signedIn);
  useUnknownStoreRedirect(store.error);

  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {/* On a phone the badge wraps onto a line of its own below the brand and the menus. */}
        <div className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 py-3.5">
          <Brand to={!signedIn ? '/login' : storeId ? storeHomePath(storeId) : '/choose-store'} />
          {store.data?.test_mode.value ? (
            <div className="order-last basis-full sm:order-none sm:basis-auto">
              <Badge tone="warning">
                <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />
                {t('testMode.badge')}
              </Badge>
            </div>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {store.data ? (
              <a
                href={`${window.location.protocol}//${storeHost(store.data.slug, window.location.host)}/`}
                target="_blank"
                rel="noreferrer"
                aria-label={t('account.viewStore')}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
              >
                <ExternalLinkIcon className="size-4" />
                <span className="hidden md:inline">{t('account.viewStore')}</span>
              </a>
            ) : null}
            <LanguageSwitch />
            {signedIn ? <AccountMenu storeId={storeId} storeName={store.data?.name} /> : null}
          </div>
        </div>
        {signedIn && storeIdParam ? <MainMenu storeId={storeIdParam} /> : null}
      </div>
    </header>
  );
}
