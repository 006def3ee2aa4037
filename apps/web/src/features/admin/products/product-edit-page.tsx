import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/icons';

export default function ProductEditPage() {
  const { t } = useTranslation();
  const { storeId } = useParams();
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
