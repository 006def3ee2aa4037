import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Store, Storefront } from '@platform/contract';
import { ExternalLinkIcon } from '@/components/icons';
import { reportFormError } from '@/components/report-form-error';
import { SaveBar } from '@/components/save-bar';
import { notify } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt';
import { contractResolver } from '@/lib/forms';
import { storeHost } from '@/lib/host';
import { currentLocale } from '@/lib/i18n';
import { useUpdateStorefront } from './api/update-storefront';
import { DeleteStorefrontCard } from './delete-storefront-card';
import { EmbedSnippetsCard } from './embed/embed-snippets-card';
import { ProductPickerCard } from './product-picker-card';
import { SelectedProductsCard } from './selected-products-card';
import { StorefrontBadges } from './storefront-badges';
import { StorefrontDetailsCard } from './storefront-details-card';
import { storefrontFormSchema, toStorefrontFormValues, type StorefrontFormField } from './storefront-form';
import { STOREFRONT_FORM_ID } from './storefront-form-id';
import { storefrontUrl } from './storefront-url';

const FIELDS: StorefrontFormField[] = [
  'name',
  'slug',
  'description',
  'publication_status',
  'is_home',
  'product_ids',
];

/** The storefront over the full width: its details beside its products, and the search to add more. */
export function StorefrontEditor({ storefront, store }: { storefront: Storefront; store: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const update = useUpdateStorefront(store.id, storefront.id);
  const form = useForm({
    resolver: contractResolver(storefrontFormSchema, currentLocale),
    defaultValues: toStorefrontFormValues(storefront),
  });
  const { handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (deleted) void navigate(`/store/${store.id}/storefronts`, { replace: true });
  }, [deleted, navigate, store.id]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ ...values, description: values.description ?? '' });
      reset(toStorefrontFormValues(saved));
      notify.success(t('storefronts.saved'));
    } catch (error) {
      reportFormError(error, setError, FIELDS, t);
    }
  });

  const shopOrigin = `${window.location.protocol}//${storeHost(store.slug, window.location.host)}`;
  const url = storefrontUrl(store.slug, storefront, window.location);

  return (
    <FormProvider {...form}>
      <form id={STOREFRONT_FORM_ID} onSubmit={onSubmit} noValidate tabIndex={-1} className="outline-none" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h2 className="truncate text-lg font-semibold text-zinc-900">{storefront.name}</h2>
          <StorefrontBadges storefront={storefront} />
        </div>
        {storefront.publication_status === 'published' ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink hover:underline"
          >
            {t('storefronts.view')}
            <ExternalLinkIcon className="size-4" />
          </a>
        ) : (
          <p className="text-sm text-zinc-500">{t('storefronts.viewAfterPublishing')}</p>
        )}
      </div>
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
      <SaveBar
        form={STOREFRONT_FORM_ID}
        dirty={formState.isDirty}
        saving={formState.isSubmitting}
        onDiscard={() => reset()}
      />
      <UnsavedChangesPrompt when={formState.isDirty && !deleted} />
    </FormProvider>
  );
}
