import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LayoutIcon } from '@/components/icons';

export default function StorefrontPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<LayoutIcon />}
      title={t('storefront.notFoundTitle')}
      description={t('storefront.notFoundDescription')}
      action={<ButtonLink to="/">{t('shop.toHome')}</ButtonLink>}
    />
  );
}
