import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PlusIcon, StoreIcon } from '@/components/icons';
import { useStores } from '@/lib/api/stores/get-stores';
import { StoreCard } from './store-card';

function StoreListSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
      {[0, 1].map((key) => (
        <div key={key} className="h-[76px] animate-pulse rounded-xl bg-zinc-200/70" />
      ))}
    </div>
  );
}

export default function ChooseStorePage() {
  const { t } = useTranslation();
  const stores = useStores();

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{t('chooseStore.title')}</h1>
      <p className="mt-1.5 text-sm text-zinc-500">{t('chooseStore.subtitle')}</p>
      <div className="mt-8">
        {stores.isPending ? (
          <StoreListSkeleton />
        ) : stores.data?.length ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {stores.data.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
            <li>
              <Link
                to="/create-store"
                className="flex h-full min-h-[76px] items-center justify-center gap-2 rounded-xl border border-dashed border-zinc-300 p-4 text-sm font-medium text-zinc-600 transition hover:border-primary-ink hover:text-primary-ink"
              >
                <PlusIcon className="size-4" />
                {t('account.addStore')}
              </Link>
            </li>
          </ul>
        ) : (
          <EmptyState
            icon={<StoreIcon />}
            title={t('chooseStore.emptyTitle')}
            description={t('chooseStore.emptyDescription')}
            action={
              <ButtonLink to="/create-store">
                <PlusIcon className="size-4" />
                {t('account.addStore')}
              </ButtonLink>
            }
          />
        )}
      </div>
    </div>
  );
}
