import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ArrowLeftIcon, ReceiptIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { PageLoader } from '@/components/spinner';
import { statusOf } from '@/lib/api/errors';
import { resetShopperSession, useShopperSignedIn } from '@/lib/auth/shopper-session';
import { useLibrary } from './api/get-library';
import { useLibrarySubscriptions } from './api/library-subscriptions';
import { LibraryOrders } from './library-orders';
import { LibrarySignIn } from './library-sign-in';
import { LibrarySubscriptions } from './library-subscriptions';

/**
 * The signed-in buyer's subscriptions in this store (decision 081), then their paid orders, a page at a
 * time, each leading to its goods.
 */
function SignedInLibrary() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const library = useLibrary(page);
  const subscriptions = useLibrarySubscriptions();
  const signOut = () => {
    resetShopperSession();
    queryClient.removeQueries({ queryKey: ['library'] });
  };
  // A 401 signs the shopper out (get-library.ts), and the page turns to the sign-in by itself.
  if (library.isPending || statusOf(library.error) === 401) return <PageLoader label={t('common.loading')} />;
  if (library.isError) return <LoadError onRetry={() => void library.refetch()} />;
  const { data: orders, meta } = library.data;
  const subscribed = subscriptions.data ?? [];
  return (
    <div className="space-y-6">
      {subscriptions.isError && statusOf(subscriptions.error) !== 401 ? (
        <LoadError onRetry={() => void subscriptions.refetch()} />
      ) : null}
      {subscribed.length > 0 ? <LibrarySubscriptions subscriptions={subscribed} /> : null}
      {subscribed.length > 0 && orders.length > 0 ? (
        <h2 className="text-lg font-semibold text-zinc-900">{t('library.ordersTitle')}</h2>
      ) : null}
      {orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('library.emptyTitle')}
          description={t('library.emptyDescription')}
          action={<ButtonLink to="/">{t('order.toStore')}</ButtonLink>}
        />
      ) : (
        <LibraryOrders orders={orders} />
      )}
      <Pagination page={meta.page} perPage={meta.per_page} total={meta.total} onPage={setPage} />
      <div className="flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-4">
        <ButtonLink to="/" variant="ghost">
          <ArrowLeftIcon className="size-4" />
          {t('order.toStore')}
        </ButtonLink>
        <Button variant="ghost" onClick={signOut}>
          {t('library.signOut')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The library (/orders): every paid order of the signed-in buyer's address in this store. A buyer who
 * is not signed in asks for a sign-in link by e-mail here.
 */
export default function LibraryPage() {
  const signedIn = useShopperSignedIn();
  return signedIn ? <SignedInLibrary /> : <LibrarySignIn />;
}
