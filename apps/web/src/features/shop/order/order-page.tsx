import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';

export default function OrderPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ReceiptIcon />}
      title={t('order.notFoundTitle')}
      description={t('order.notFoundDescription')}
      action={<ButtonLink to="/">{t('shop.toHome')}</ButtonLink>}
    />
  );
}
