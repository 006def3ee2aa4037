import { useParams } from 'react-router';
import { DEFAULT_LOCALE } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/icons';
import { PageLoader } from '@/components/spinner';
import { useProduct } from '@/lib/api/products/get-product';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useStore } from '@/lib/api/stores/get-store';
import { ProductEditor } from './product-editor';

export default function ProductEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const storeId = Number(params.storeId);
  const productId = Number(params.productId);
  const validId = Number.isInteger(productId) && productId > 0;
  const store = useStore(storeId);
  const product = useProduct(storeId, validId ? productId : 0);
  // The product's own name and description are in the store's language (decision 033).
  const settings = useSettings(storeId, ['default_language']);

  if (validId && (store.isPending || product.isPending || settings.isPending)) {
    return <PageLoader label={t('common.loading')} />;
  }
  if (!validId || !product.data || !store.data) {
    return (
      <EmptyState
        icon={<BoxIcon />}
        title={t('products.notFoundTitle')}
        description={t('products.notFoundDescription')}
        action={
          <ButtonLink to={`/store/${storeId}/products`} variant="secondary">
            {t('products.backToOverview')}
          </ButtonLink>
        }
      />
    );
  }
  if (product.data.archived_at) {
    return (
      <EmptyState
        icon={<BoxIcon />}
        title={t('products.archivedTitle', { name: product.data.name })}
        description={t('products.archivedDescription')}
        action={
          <ButtonLink to={`/store/${storeId}/products?status=archived`} variant="secondary">
            {t('products.backToOverview')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ProductEditor
      key={product.data.id}
      product={product.data}
      store={store.data}
      storeLocale={settings.data?.default_language ?? DEFAULT_LOCALE}
    />
  );
}
