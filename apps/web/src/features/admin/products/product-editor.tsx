import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product, Store } from '@platform/contract';
import { ExternalLinkIcon } from '@/components/icons';
import { reportFormError } from '@/components/report-form-error';
import { SaveBar } from '@/components/save-bar';
import { notify } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt';
import { storeHost } from '@/lib/host';
import { currentLocale } from '@/lib/i18n';
import { useUpdateProduct } from './api/update-product';
import { DeleteProductCard } from './delete-product-card';
import { ProductDetailsCard } from './product-details-card';
import { ProductDiscountCard } from './product-discount-card';
import { PRODUCT_FORM_ID } from './product-form-id';
import { productFormResolver } from './product-form-resolver';
import { readProductForm, toFormValues, type ProductFormField } from './product-form-values';
import { ProductImagesCard } from './product-images-card';
import { ProductItemsCard } from './product-items-card';
import { ProductPricingCard } from './product-pricing-card';
import { ProductStatusBadge } from './product-status-badge';
import { ProductStatusCard } from './product-status-card';

const FIELDS: ProductFormField[] = [
  'name',
  'slug',
  'description',
  'status',
  'price',
  'vat_rate',
  'discount_type',
  'discount_value',
];

/**
 * The product page: its fields form one form saved together; images and items save on their own
 * the moment they change, as an upload cannot wait for a Save.
 */
export function ProductEditor({ product, store }: { product: Product; store: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const update = useUpdateProduct(store.id, product.id);
  const form = useForm({
    resolver: productFormResolver(store.id, currentLocale, t),
    defaultValues: toFormValues(product, currentLocale()),
  });
  const { handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (deleted) void navigate(`/store/${store.id}/products`, { replace: true });
  }, [deleted, navigate, store.id]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(readProductForm(values).body);
      reset(toFormValues(saved, currentLocale()));
      notify.success(t('products.saved'));
    } catch (error) {
      reportFormError(error, setError, FIELDS, t);
    }
  });

  const shopOrigin = `${window.location.protocol}//${storeHost(store.slug, window.location.host)}`;
  const publicUrl = `${shopOrigin}/product/${product.slug}`;
  const isPublic = product.status === 'for_sale' || product.status === 'unlisted';

  return (
    <FormProvider {...form}>
      <form id={PRODUCT_FORM_ID} onSubmit={onSubmit} noValidate tabIndex={-1} className="outline-none" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <h2 className="truncate text-lg font-semibold text-zinc-900">{product.name}</h2>
          <ProductStatusBadge product={product} />
        </div>
        {isPublic ? (
          <a
            href={publicUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink hover:underline"
          >
            {t('products.viewInShop')}
            <ExternalLinkIcon className="size-4" />
          </a>
        ) : null}
      </div>
      {/* On a phone the cards form one column in the order a merchant works through them (price
          before pictures); from lg on they sit in a main column and a side column. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-1">
            <ProductDetailsCard storeAddress={`${shopOrigin}/product/`} />
          </div>
          <div className="order-5">
            <ProductImagesCard storeId={store.id} productId={product.id} images={product.images} />
          </div>
          <div className="order-6">
            <ProductItemsCard storeId={store.id} productId={product.id} items={product.items} />
          </div>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-2">
            <ProductStatusCard />
          </div>
          <div className="order-3">
            <ProductPricingCard businessType={store.business_type} />
          </div>
          <div className="order-4">
            <ProductDiscountCard businessType={store.business_type} />
          </div>
          <div className="order-7">
            <DeleteProductCard
              storeId={store.id}
              productId={product.id}
              name={product.name}
              onDeleted={() => setDeleted(true)}
            />
          </div>
        </div>
      </div>
      <SaveBar
        form={PRODUCT_FORM_ID}
        dirty={formState.isDirty}
        saving={formState.isSubmitting}
        onDiscard={() => reset()}
      />
      <UnsavedChangesPrompt when={formState.isDirty && !deleted} />
    </FormProvider>
  );
}
