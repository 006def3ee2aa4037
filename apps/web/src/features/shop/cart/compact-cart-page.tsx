import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/icons';
import { Price } from '@/components/price';
import { PageLoader } from '@/components/spinner';
import { useCart } from './api/get-cart';

/** The compact cart of /minicart and /embeddedcart: what is in it and its total, nothing else. */
export default function CompactCartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.isPending) return <PageLoader label={t('common.loading')} />;
  const count = cart.data?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white p-4 text-sm shadow-xs ring-1 ring-zinc-200">
      <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CartIcon className="size-5" />
      </span>
      {count ? (
        <>
          <span className="flex-1 text-zinc-700">{t('cartButton.items', { count })}</span>
          <Price
            cents={
              cart.data?.business_type === 'b2b'
                ? cart.data.totals.total_excl_vat
                : (cart.data?.totals.total_incl_vat ?? 0)
            }
            className="font-semibold tabular-nums"
          />
        </>
      ) : (
        <span className="flex-1 text-zinc-500">{t('cart.emptyTitle')}</span>
      )}
    </div>
  );
}
