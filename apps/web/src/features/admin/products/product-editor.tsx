import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale, Product, Store } from '@platform/contract';
import { EditorHeader } from '@/components/editor-header';
import { ExternalLink } from '@/components/external-link';
import { useSaveSubmit } from '@/components/form-submit';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { storeHost } from '@/lib/host';
import { currentLocale } from '@/lib/i18n';
import { useUpdateProduct } from './api/update-product';
import { BuyNowLinkCard } from './buy-now-link-card';
import { DeleteProductCard } from './delete-product-card';
import { ProductDetailsCard } from './product-details-card';
import { ProductDiscountCard } from './product-discount-card';
import { PRODUCT_FORM_ID } from './product-form-id';
import { productForm } from './product-form';
import { productBody, toFormValues } from './product-form-values';
import { ProductImagesCard } from './product-images-card';
import { ProductItemsCard } from './product-items-card';
import { ProductPricingCard } from './product-pricing-card';
import { ProductStatusBadge } from './product-status-badge';
import { ProductStatusCard } from './product-status-card';
import { ProductVariantsCard } from './product-variants-card';

/**
 * The product page: its fields form one form saved together; images and items save on their own
 * the moment they change, as an upload cannot wait for a Save.
 */
export function ProductEditor({
  product,
  store,
  storeLocale,
}: {
  product: Product;
  store: Store;
  /** The store's language: the product's own name and description are in it (decision 033). */
  storeLocale: Locale;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const update = useUpdateProduct(store.id, product.id);
  // The rates the previews use are the store country's; until it is known, the platform's default.
  const country = useSettings(store.id, ['country']).data?.country ?? 'NL';
  const form = useContractForm(productForm(store.id, storeLocale), {
    defaultValues: toFormValues(product, currentLocale()),
  });

  useEffect(() => {
    if (deleted) void navigate(`/store/${store.id}/products`, { replace: true });
  }, [deleted, navigate, store.id]);

  const onSubmit = useSaveSubmit(
    form,
    async (values) =>
      toFormValues(await update.mutateAsync(productBody(values, storeLocale)), currentLocale()),
    'products.saved',
  );

  const shopOrigin = `${window.location.protocol}//${storeHost(store.slug, window.location.host)}`;
  const publicUrl = `${shopOrigin}/product/${product.slug}`;
  const isPublic = product.status === 'for_sale' || product.status === 'unlisted';

  return (
    <FormProvider {...form}>
      <FormWithSaveBar id={PRODUCT_FORM_ID} form={form} onSubmit={onSubmit} detached leaveFreely={deleted}>
        <EditorHeader
          title={product.name}
          badges={<ProductStatusBadge product={product} />}
          aside={isPublic ? <ExternalLink href={publicUrl}>{t('products.viewInShop')}</ExternalLink> : null}
        />
        {/* On a phone the cards form one column in the order a merchant works through them (price
          before pictures); from lg on they sit in a main column and a side column. */}
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
            <div className="order-1">
              <ProductDetailsCard storeAddress={`${shopOrigin}/product/`} storeLocale={storeLocale} />
            </div>
            <div className="order-4">
              <ProductVariantsCard storeLocale={storeLocale} businessType={store.business_type} />
            </div>
            <div className="order-5">
              <ProductImagesCard storeId={store.id} productId={product.id} images={product.images} />
            </div>
            <div className="order-6">
              <ProductItemsCard
                storeId={store.id}
                productId={product.id}
                items={product.items}
                storeLocale={storeLocale}
                variants={product.variants}
              />
            </div>
          </div>
          <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
            <div className="order-2">
              <ProductStatusCard />
            </div>
            <div className="order-3">
              <ProductPricingCard businessType={store.business_type} country={country} />
            </div>
            <div className="order-4">
              <ProductDiscountCard businessType={store.business_type} country={country} />
            </div>
            <div className="order-7">
              <BuyNowLinkCard
                shopOrigin={shopOrigin}
                productSlug={product.slug}
                variants={product.variants}
                isPublic={isPublic}
              />
            </div>
            <div className="order-8">
              <DeleteProductCard
                storeId={store.id}
                productId={product.id}
                name={product.name}
                onDeleted={() => setDeleted(true)}
              />
            </div>
          </div>
        </div>
      </FormWithSaveBar>
    </FormProvider>
  );
}
