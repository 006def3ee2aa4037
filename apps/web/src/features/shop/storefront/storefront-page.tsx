import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid';
import { statusOf } from '@/lib/api/errors';
import { usePageTitle } from '@/lib/page-title';
import { useFront } from '@/lib/shop/get-front';

/** A published storefront: its name, description and products; an unknown one is not found. */
export default function StorefrontPage() {
  const { t } = useTranslation();
  const { storefrontSlug = '' } = useParams();
  const front = useFront(storefrontSlug);
  usePageTitle(front.data?.storefront?.name);

  if (front.isError) {
    if (statusOf(front.error) === 404) return <Navigate to="/page-not-found" replace />;
    return <LoadError onRetry={() => void front.refetch()} />;
  }
  if (front.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-8">
        <div className="h-10 w-72 max-w-full animate-pulse rounded-lg bg-zinc-200/70" />
        <ProductGridSkeleton />
      </div>
    );
  }
  const { storefront, products, business_type: businessType } = front.data;
  const name = storefront?.name ?? '';
  return (
    <div className="space-y-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-4xl">
          {name}
        </h1>
        {storefront?.description ? (
          <p className="mt-3 text-base text-pretty whitespace-pre-line text-zinc-600 sm:text-lg">
            {storefront.description}
          </p>
        ) : null}
      </header>
      {products.length ? (
        <ProductGrid
          products={products}
          businessType={businessType}
          linkTo={(product) => `/${storefrontSlug}/${product.slug}`}
          label={name}
          cardHeading="h2"
        />
      ) : (
        <EmptyState
          icon={<BoxIcon />}
          title={t('shop.emptyStorefrontTitle')}
          description={t('shop.emptyStorefrontDescription')}
        />
      )}
    </div>
  );
}
