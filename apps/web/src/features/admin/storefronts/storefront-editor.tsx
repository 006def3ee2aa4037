import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Store, Storefront } from '@platform/contract';
import { EditorHeader } from '@/components/editor-header';
import { ExternalLink } from '@/components/external-link';
import { useSaveSubmit } from '@/components/form-submit';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { editForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { storeHost } from '@/lib/host';
import { useUpdateStorefront } from './api/update-storefront';
import { DeleteStorefrontCard } from './delete-storefront-card';
import { EmbedSnippetsCard } from './embed/embed-snippets-card';
import { ProductPickerCard } from './product-picker-card';
import { SelectedProductsCard } from './selected-products-card';
import { StorefrontBadges } from './storefront-badges';
import { StorefrontDetailsCard } from './storefront-details-card';
import { storefrontFormSchema, toStorefrontFormValues } from './storefront-form';
import { STOREFRONT_FORM_ID } from './storefront-form-id';
import { storefrontUrl } from './storefront-url';

const storefrontForm = editForm(storefrontFormSchema, [
  'name',
  'slug',
  'description',
  'publication_status',
  'is_home',
  'product_ids',
]);

/** The storefront over the full width: its details beside its products, and the search to add more. */
export function StorefrontEditor({ storefront, store }: { storefront: Storefront; store: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const update = useUpdateStorefront(store.id, storefront.id);
  const form = useContractForm(storefrontForm, { defaultValues: toStorefrontFormValues(storefront) });

  useEffect(() => {
    if (deleted) void navigate(`/store/${store.id}/storefronts`, { replace: true });
  }, [deleted, navigate, store.id]);

  const onSubmit = useSaveSubmit(
    form,
    async (values) => toStorefrontFormValues(await update.mutateAsync(values)),
    'storefronts.saved',
  );

  const shopOrigin = `${window.location.protocol}//${storeHost(store.slug, window.location.host)}`;
  const url = storefrontUrl(store.slug, storefront, window.location);

  return (
    <FormProvider {...form}>
      <FormWithSaveBar id={STOREFRONT_FORM_ID} form={form} onSubmit={onSubmit} detached leaveFreely={deleted}>
        <EditorHeader
          title={storefront.name}
          badges={<StorefrontBadges storefront={storefront} />}
          aside={
            storefront.publication_status === 'published' ? (
              <ExternalLink href={url}>{t('storefronts.view')}</ExternalLink>
            ) : (
              <p className="text-sm text-zinc-500">{t('storefronts.viewAfterPublishing')}</p>
            )
          }
        />
        {/* One column on a phone (embedding, then deleting last); from lg on the details beside the
          products, and on the widest screens the product search beside the chosen products. */}
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
            <div className="order-1">
              <StorefrontDetailsCard shopOrigin={shopOrigin} />
            </div>
            <div className="order-4 min-w-0">
              <EmbedSnippetsCard storeId={store.id} storefront={storefront} shopOrigin={shopOrigin} />
            </div>
            <div className="order-5">
              <DeleteStorefrontCard
                storeId={store.id}
                storefrontId={storefront.id}
                name={storefront.name}
                onDeleted={() => setDeleted(true)}
              />
            </div>
          </div>
          <div className="contents lg:grid lg:min-w-0 lg:items-start lg:gap-6 2xl:grid-cols-2">
            <div className="order-2 min-w-0">
              <SelectedProductsCard storeId={store.id} />
            </div>
            <div className="order-3 min-w-0">
              <ProductPickerCard storeId={store.id} />
            </div>
          </div>
        </div>
      </FormWithSaveBar>
    </FormProvider>
  );
}
