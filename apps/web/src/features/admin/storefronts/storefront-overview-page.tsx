import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ExternalLink } from '@/components/external-link';
import { LayoutIcon, PlusIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { useStore } from '@/lib/api/stores/get-store';
import { useStorefronts } from '@/lib/api/storefronts/get-storefronts';
import { CreateStorefrontDialog } from './create-storefront-dialog';
import { StorefrontBadges } from './storefront-badges';
import { storefrontUrl } from './storefront-url';

/** The store's storefronts (/store/{storeId}/storefronts) as cards, all on one page. */
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

  return (
    <>
      <ListPage
        query={storefronts}
        rows={storefronts.data}
        actions={newButton}
        empty={{
          icon: <LayoutIcon />,
          title: t('storefronts.emptyTitle'),
          description: t('storefronts.emptyDescription'),
          action: newButton,
        }}
      >
        {(rows) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((storefront) => {
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
                      <ExternalLink href={url} className="relative z-10">
                        {t('storefronts.view')}
                      </ExternalLink>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListPage>
      <CreateStorefrontDialog storeId={storeId} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
