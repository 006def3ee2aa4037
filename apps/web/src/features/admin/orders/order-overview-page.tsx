import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';

export default function OrderOverviewPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ReceiptIcon />}
      title={t('orders.emptyTitle')}
      description={t('orders.emptyDescription')}
    />
  );
}
