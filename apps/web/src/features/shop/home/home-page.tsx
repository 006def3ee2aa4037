import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon, StoreIcon } from '@/components/icons';
import { statusOf } from '@/lib/api/errors';
import { usePublicStore } from '@/lib/public-store';

function HomeSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <div className="h-9 w-64 animate-pulse rounded-lg bg-zinc-200/70" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="aspect-[4/5] animate-pulse rounded-2xl bg-zinc-200/70" />
        ))}
      </div>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const store = usePublicStore();

  if (store.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <HomeSkeleton />
      </div>
    );
  }
  if (store.isError) {
    const unknown = statusOf(store.error) === 404;
    return (
      <EmptyState
        icon={<StoreIcon />}
        title={t(unknown ? 'shop.unknownTitle' : 'shop.unavailableTitle')}
        description={t(unknown ? 'shop.unknownDescription' : 'shop.unavailableDescription')}
      />
    );
  }
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900">
          {t('home.welcome', { name: store.data.name })}
        </h1>
        <p className="mt-2 text-zinc-500">{t('home.subtitle')}</p>
      </div>
      <EmptyState icon={<BoxIcon />} title={t('home.emptyTitle')} description={t('home.emptyDescription')} />
    </div>
  );
}
