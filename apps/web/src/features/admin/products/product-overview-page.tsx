import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/icons';

export default function ProductOverviewPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<BoxIcon />}
      title={t('products.emptyTitle')}
      description={t('products.emptyDescription')}
    />
  );
}
