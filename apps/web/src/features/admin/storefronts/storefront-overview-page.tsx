import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LayoutIcon } from '@/components/icons';

export default function StorefrontOverviewPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<LayoutIcon />}
      title={t('storefronts.emptyTitle')}
      description={t('storefronts.emptyDescription')}
    />
  );
}
