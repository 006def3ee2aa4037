import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LayoutIcon } from '@/components/icons';

export default function StorefrontEditPage() {
  const { t } = useTranslation();
  const { storeId } = useParams();
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
