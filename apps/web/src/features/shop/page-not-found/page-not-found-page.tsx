import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { SearchIcon } from '@/components/icons';

export default function PageNotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchIcon />}
      heading="h1"
      title={t('pageNotFound.title')}
      description={t('pageNotFound.description')}
      action={<ButtonLink to="/">{t('shop.toHome')}</ButtonLink>}
    />
  );
}
