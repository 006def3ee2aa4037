import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { storeHost } from '@/lib/host';
import type { StoreListItem } from '@/lib/api/stores/get-stores';
import { storeHomePath } from '@/lib/api/stores/store-home';

/** One store on the choose-store page; opens the store's home. */
export function StoreCard({ store }: { store: StoreListItem }) {
  const { t } = useTranslation();
  return (
    <Link
      to={storeHomePath(store.id)}
      className="group flex items-center gap-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-zinc-200 transition hover:shadow-md hover:ring-zinc-300"
    >
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-lg font-semibold text-primary-ink uppercase"
      >
        {store.name.trim().charAt(0)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-zinc-900 group-hover:text-primary-ink">
          {store.name}
        </span>
        <span className="block truncate text-sm text-zinc-500">
          {storeHost(store.slug, window.location.host)}
        </span>
      </span>
      <Badge>{t(`businessType.${store.business_type}.short`)}</Badge>
    </Link>
  );
}
