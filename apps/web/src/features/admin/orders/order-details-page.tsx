import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { storeId } = useParams();
  return (
    <EmptyState
      icon={<ReceiptIcon />}
      title={t('orders.notFoundTitle')}
      description={t('orders.notFoundDescription')}
      action={
        <ButtonLink to={`/store/${storeId}/orders`} variant="secondary">
          {t('orders.backToOverview')}
        </ButtonLink>
      }
    />
  );
}
