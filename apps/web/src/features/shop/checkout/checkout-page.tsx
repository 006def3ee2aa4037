import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CartIcon } from '@/components/icons';

export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CartIcon />}
      title={t('checkout.emptyTitle')}
      description={t('checkout.emptyDescription')}
      action={
        <ButtonLink to="/cart" variant="secondary">
          {t('checkout.toCart')}
        </ButtonLink>
      }
    />
  );
}
