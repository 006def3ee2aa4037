import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/icons';
import { localizedDescription, localizedName } from '@platform/contract';
import { LoadError } from '@/components/load-error';
import { statusOf } from '@/lib/api/errors';
import { currentLocale } from '@/lib/i18n';
import { usePublicStore } from '@/lib/public-store';
import { useInFrame } from '@/lib/shop/embed-frame';
import { useFront } from '@/lib/shop/get-front';
import { usePageTitle } from '@/lib/page-title';
import { useProduct } from '@/lib/shop/get-product';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';

const DESCRIPTION_TEXT = 'text-sm leading-relaxed text-pretty text-zinc-600 sm:text-base';

function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse rounded-2xl bg-zinc-200/70" />
      <div className="space-y-4">
        <div className="h-9 w-3/4 animate-pulse rounded-lg bg-zinc-200/70" />
        <div className="h-7 w-32 animate-pulse rounded-lg bg-zinc-200/70" />
        <div className="h-24 animate-pulse rounded-lg bg-zinc-200/70" />
      </div>
    </div>
  );
}

/** A product on its own (/product/…) or within a storefront (/{storefront}/{product}). */
export default function ProductPage() {
  const { t } = useTranslation();
  const { productSlug = '', storefrontSlug } = useParams();
  const product = useProduct(productSlug);
  // A product embedded on its own has nowhere to go back to: the host page is its store.
  const inFrame = useInFrame();
  const entryPage = useLocation().key === 'default';
  const embeddedAlone = inFrame && entryPage;
  const store = usePublicStore();
  // Within a storefront the storefront must exist too; its name leads back to it.
  const front = useFront(storefrontSlug, { enabled: storefrontSlug !== undefined });
  usePageTitle(product.data ? localizedName(product.data, currentLocale()) : null);

  const notFound = (query: { isError: boolean; error: unknown }) =>
    query.isError && statusOf(query.error) === 404;
  if (notFound(product) || (storefrontSlug && notFound(front)))
    return <Navigate to="/page-not-found" replace />;
  if (product.isError) return <LoadError onRetry={() => void product.refetch()} />;
  if (product.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <ProductSkeleton />
      </div>
    );
  }

  const { data } = product;
  const name = localizedName(data, currentLocale());
  const description = localizedDescription(data, currentLocale());
  const descriptionHtml = data.description_html?.[currentLocale()];
  const businessType = store.data?.settings.business_type ?? front.data?.business_type ?? 'b2c';
  const back = storefrontSlug
    ? { to: `/${storefrontSlug}`, label: front.data?.storefront?.name ?? t('shop.backToStore') }
    : { to: '/', label: t('shop.backToStore') };

  return (
    <div className="space-y-6">
      {embeddedAlone ? null : (
        <Link
          to={back.to}
          className="-ml-1 inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-sm font-medium text-zinc-500 hover:text-zinc-900"
        >
          <ArrowLeftIcon className="size-4" />
          {back.label}
        </Link>
      )}
      <article className="grid gap-8 md:grid-cols-2 md:gap-12">
        <ProductGallery images={data.images} name={name} />
        <div className="space-y-6">
          <ProductPurchase
            product={data}
            name={name}
            businessType={businessType}
            heading={
              <h1 className="text-2xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-3xl">
                {name}
              </h1>
            }
          />
          {description ? (
            <div className="border-t border-zinc-200 pt-6">
              <h2 className="text-sm font-semibold text-zinc-900">{t('shop.description')}</h2>
              {descriptionHtml ? (
                <div
                  className={`mt-2 ${DESCRIPTION_TEXT} space-y-3 [&_a]:font-medium [&_a]:text-primary-ink [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-zinc-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_h3]:font-semibold [&_h3]:text-zinc-900 [&_h4]:font-medium [&_h4]:text-zinc-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_strong]:font-semibold [&_strong]:text-zinc-800 [&_ul]:list-disc [&_ul]:pl-5`}
                  // The server renders the merchant's Markdown and keeps only safe tags (decision 067).
                  dangerouslySetInnerHTML={{ __html: descriptionHtml }}
                />
              ) : (
                <p className={`mt-2 ${DESCRIPTION_TEXT} whitespace-pre-line`}>{description}</p>
              )}
            </div>
          ) : null}
        </div>
      </article>
    </div>
  );
}
