import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/icons';
import { usePublicStore } from '@/lib/public-store';

/** The checkout header: a bar back to the store. */
export function CheckoutHeader() {
  const { t } = useTranslation();
  const { data: store } = usePublicStore();
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-600 hover:text-zinc-900"
        >
          <ArrowLeftIcon className="size-4" />
          {t('checkoutHeader.backToStore')}
        </Link>
        {store ? (
          <span className="ml-auto truncate text-sm font-semibold text-zinc-900">{store.name}</span>
        ) : null}
      </div>
    </header>
  );
}
