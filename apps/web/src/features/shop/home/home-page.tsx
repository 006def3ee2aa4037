import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon, StoreIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid';
import { statusOf } from '@/lib/api/errors';
import { usePublicStore } from '@/lib/public-store';
import { useFront } from '@/lib/shop/get-front';

/** The store's home: its home storefront, or all its listed products when it has none. */
export default function HomePage() {
  const { t } = useTranslation();
  const store = usePublicStore();
  const front = useFront();

  if (store.isError && statusOf(store.error) === 404) {
    return (
      <EmptyState
        icon={<StoreIcon />}
        heading="h1"
        title={t('shop.unknownTitle')}
        description={t('shop.unknownDescription')}
      />
    );
  }
  if (store.isError || front.isError) {
    return <LoadError onRetry={() => void Promise.all([store.refetch(), front.refetch()])} />;
  }
  const storefront = front.data?.storefront;
  return (
    <div className="space-y-8 sm:space-y-10">
      <section className="rounded-3xl bg-gradient-to-br from-primary/10 via-white to-white px-6 py-8 ring-1 ring-zinc-200 sm:px-10 sm:py-12">
        {store.data ? (
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-4xl">
            {t('home.welcome', { name: store.data.name })}
          </h1>
        ) : (
          <div className="h-10 w-72 max-w-full animate-pulse rounded-lg bg-zinc-200/70" aria-hidden="true" />
        )}
        <p className="mt-3 max-w-2xl text-base text-pretty text-zinc-600 sm:text-lg">
          {storefront?.description || t('home.subtitle')}
        </p>
      </section>
      <section aria-labelledby="home-products" className="space-y-4">
        <h2 id="home-products" className="text-xl font-semibold tracking-tight text-zinc-900">
          {storefront?.name ?? t('shop.allProducts')}
        </h2>
        {front.isPending ? (
          <div role="status" aria-label={t('common.loading')}>
            <ProductGridSkeleton />
          </div>
        ) : front.data.products.length ? (
          <ProductGrid
            products={front.data.products}
            businessType={front.data.business_type}
            linkTo={(product) => `/product/${product.slug}`}
            label={storefront?.name ?? t('shop.allProducts')}
            cardHeading="h3"
          />
        ) : (
          <EmptyState
            icon={<BoxIcon />}
            title={t('home.emptyTitle')}
            description={t('home.emptyDescription')}
          />
        )}
      </section>
    </div>
  );
}
