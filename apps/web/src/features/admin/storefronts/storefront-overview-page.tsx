import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ExternalLinkIcon, LayoutIcon, PlusIcon } from '@/components/icons';
import { PageLoader } from '@/components/spinner';
import { describeError } from '@/lib/api/errors';
import { useStore } from '@/lib/api/stores/get-store';
import { useStorefronts } from '@/lib/api/storefronts/get-storefronts';
import { CreateStorefrontDialog } from './create-storefront-dialog';
import { StorefrontBadges } from './storefront-badges';
import { storefrontUrl } from './storefront-url';

export default function StorefrontOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const store = useStore(storeId);
  const storefronts = useStorefronts(storeId);
  const [creating, setCreating] = useState(false);

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      {t('storefronts.new')}
    </Button>
  );

  let content;
  if (storefronts.isPending) {
    content = <PageLoader label={t('common.loading')} />;
  } else if (storefronts.isError) {
    content = (
      <p className="rounded-lg bg-red-50 p-4 text-sm text-red-700">{describeError(storefronts.error, t)}</p>
    );
  } else if (storefronts.data.length === 0) {
    content = (
      <EmptyState
        icon={<LayoutIcon />}
        title={t('storefronts.emptyTitle')}
        description={t('storefronts.emptyDescription')}
        action={newButton}
      />
    );
  } else {
    content = (
      <>
        <div className="flex justify-end">{newButton}</div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {storefronts.data.map((storefront) => {
            const url = store.data ? storefrontUrl(store.data.slug, storefront, window.location) : null;
            return (
              <li
                key={storefront.id}
                className="relative flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 transition hover:shadow-md hover:ring-zinc-300"
              >
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/store/${storeId}/storefronts/${storefront.id}`}
                    className="min-w-0 truncate text-base font-semibold text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-primary-ink"
                  >
                    {storefront.name}
                  </Link>
                  <LayoutIcon className="size-5 shrink-0 text-zinc-300" />
                </div>
                <p className="mt-1 truncate text-sm text-zinc-500">
                  {storefront.is_home ? '/' : `/${storefront.slug}`}
                </p>
                <p className="mt-3 text-sm text-zinc-600">
                  {t('storefronts.productCount', { count: storefront.product_ids.length })}
                </p>
                <div className="mt-4 flex items-center justify-between gap-3 border-t border-zinc-100 pt-4">
                  <StorefrontBadges storefront={storefront} />
                  {url && storefront.publication_status === 'published' ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className="relative z-10 inline-flex items-center gap-1 text-sm font-medium text-primary-ink hover:underline"
                    >
                      {t('storefronts.view')}
                      <ExternalLinkIcon className="size-4" />
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-5">
      {content}
      <CreateStorefrontDialog storeId={storeId} open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
