import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CartIcon } from '@/components/icons';
import { PageLoader } from '@/components/spinner';
import { useCart } from './api/get-cart';
import { CartLines } from './cart-lines';

export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.isPending) return <PageLoader label={t('common.loading')} />;
  if (!cart.data?.products.length) {
    return (
      <EmptyState
        icon={<CartIcon />}
        title={t('cart.emptyTitle')}
        description={t('cart.emptyDescription')}
        action={<ButtonLink to="/">{t('cart.continueShopping')}</ButtonLink>}
      />
    );
  }
  return (
    <div className="space-y-6">
      <CartLines cart={cart.data} />
      <div className="flex justify-end">
        <ButtonLink to="/checkout" size="lg">
          {t('cart.toCheckout')}
        </ButtonLink>
      </div>
    </div>
  );
}
