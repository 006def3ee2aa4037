import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LayoutIcon } from '@/components/icons';
import { PageLoader } from '@/components/spinner';
import { useStore } from '@/lib/api/stores/get-store';
import { useStorefront } from './api/get-storefront';
import { StorefrontEditor } from './storefront-editor';

export default function StorefrontEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const storeId = Number(params.storeId);
  const storefrontId = Number(params.storefrontId);
  const validId = Number.isInteger(storefrontId) && storefrontId > 0;
  const store = useStore(storeId);
  const storefront = useStorefront(storeId, validId ? storefrontId : 0);

  if (validId && (store.isPending || storefront.isPending)) return <PageLoader label={t('common.loading')} />;
  if (!validId || !storefront.data || !store.data) {
    return (
      <EmptyState
        icon={<LayoutIcon />}
        title={t('storefronts.notFoundTitle')}
        description={t('storefronts.notFoundDescription')}
        action={
          <ButtonLink to={`/store/${storeId}/storefronts`} variant="secondary">
            {t('storefronts.backToOverview')}
          </ButtonLink>
        }
      />
    );
  }
  return <StorefrontEditor key={storefront.data.id} storefront={storefront.data} store={store.data} />;
}
