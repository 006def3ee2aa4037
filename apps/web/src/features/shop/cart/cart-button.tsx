import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessType } from '@platform/contract';
import { CartIcon } from '@/components/icons';
import { AnimatedPrice } from '@/components/price';
import { CartLink } from '@/lib/shop/cart-link';
import { itemCount } from '@/lib/shop/cart-lines';
import { useCart } from '@/lib/shop/get-cart';

const PILL =
  'inline-flex h-10 shrink-0 items-center rounded-full bg-primary text-sm font-medium text-primary-contrast shadow-sm transition hover:bg-primary/90';

/**
 * The header's cart button: b2b stores show the total excluding VAT, others including (docs/spec.md §1),
 * animated from the old to the new total; a badge counts the items. An empty cart (none yet, or the
 * one just bought) is a plain cart icon: it offers no order to view. In a frame it opens the cart in
 * the top window.
 */
export function CartButton({ businessType }: { businessType: BusinessType | undefined }) {
  const { t } = useTranslation();
  const { data } = useCart();
  const count = itemCount(data);
  // Empty when it first showed: the total that appears with the first item counts up from 0.
  const [startedEmpty] = useState(!count);
  if (!count) {
    return (
      <CartLink to="/cart" data-testid="cart-button" className={`${PILL} w-10 justify-center`}>
        <CartIcon className="size-5" />
        <span className="sr-only">{t('cartButton.emptyLabel')}</span>
      </CartLink>
    );
  }
  const b2b = (data?.business_type ?? businessType) === 'b2b';
  const total = data ? (b2b ? data.totals.total_excl_vat : data.totals.total_incl_vat) : 0;
  return (
    <CartLink to="/cart" data-testid="cart-button" className={`${PILL} gap-2 pr-4 pl-3`}>
      <span className="relative mr-1.5">
        <CartIcon className="size-5" />
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-white px-1 text-[0.625rem] leading-none font-bold text-zinc-900 tabular-nums shadow ring-1 ring-black/10"
        >
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span className="sr-only sm:not-sr-only">{t('cartButton.viewOrderLabel')}</span>
      <span className="sr-only">{t('cartButton.items', { count })}</span>
      <span data-testid="cart-total" className="flex items-baseline gap-1">
        <AnimatedPrice cents={total} from={startedEmpty ? 0 : undefined} className="tabular-nums" />
        {b2b ? <span className="text-[0.6875rem] font-normal opacity-80">{t('shop.exclVat')}</span> : null}
      </span>
    </CartLink>
  );
}
