import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessType } from '@platform/contract';
import { AnimatedPrice } from '@/components/price';
import { CartIcon } from '@/components/icons';
import { useCart } from './api/get-cart';

/** The header's cart button: b2b stores show the total excluding VAT, others including (SPEC §1). */
export function CartButton({ businessType }: { businessType: BusinessType | undefined }) {
  const { t } = useTranslation();
  const { data } = useCart();
  const totals = data?.totals;
  const b2b = (data?.business_type ?? businessType) === 'b2b';
  const total = totals ? (b2b ? totals.total_excl_vat : totals.total_incl_vat) : 0;
  const count = data?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <Link
      to="/cart"
      className="inline-flex h-10 items-center gap-2 rounded-full bg-primary px-4 text-sm font-medium text-primary-contrast shadow-sm transition hover:bg-primary/90"
    >
      <CartIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('cartButton.viewOrderLabel')}</span>
      <span className="rounded-full bg-black/15 px-2 py-0.5 text-xs tabular-nums">
        <AnimatedPrice cents={total} />
      </span>
      <span className="sr-only">{t('cartButton.items', { count })}</span>
    </Link>
  );
}
