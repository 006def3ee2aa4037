import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/icons';

/** A product on its own (/product/…) or within a storefront (/{storefront}/{product}). */
export default function ProductPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<BoxIcon />}
      title={t('product.notFoundTitle')}
      description={t('product.notFoundDescription')}
      action={<ButtonLink to="/">{t('shop.toHome')}</ButtonLink>}
    />
  );
}
