import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CartIcon } from '@/components/icons';
import { AnimatedPrice } from '@/components/price';
import { CartLink } from '@/lib/shop/cart-link';
import { itemCount } from '@/lib/shop/cart-lines';
import { useCart } from '@/lib/shop/get-cart';

/**
 * The mini cart of /minicart: one bar with the item count and the total as the store shows totals
 * (docs/spec.md §1), the whole bar a link to the cart (in the top window when framed). It keeps its height
 * while loading, so a host page does not jump.
 */
export default function MinicartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const count = itemCount(cart.data);
  const b2b = cart.data?.business_type === 'b2b';
  const total = cart.data ? (b2b ? cart.data.totals.total_excl_vat : cart.data.totals.total_incl_vat) : 0;
  return (
    <>
      <h1 className="sr-only">{t('cart.compactHeading')}</h1>
      <CartLink
        to="/cart"
        data-testid="minicart"
        aria-busy={cart.isPending}
        className="group flex min-h-14 items-center gap-3 rounded-2xl bg-white px-3 py-2 text-sm shadow-xs ring-1 ring-zinc-200 transition hover:ring-zinc-300"
      >
        <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-contrast">
          <CartIcon className="size-5" />
          {count ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-white px-1 text-[0.625rem] leading-none font-bold text-zinc-900 tabular-nums shadow ring-1 ring-black/10"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-zinc-900">{t('cartButton.viewOrderLabel')}</span>
          <span data-testid="minicart-count" className="block text-xs text-zinc-500">
            {t('cartButton.items', { count })}
          </span>
        </span>
        <span data-testid="minicart-total" className="flex items-baseline gap-1 font-semibold text-zinc-900">
          <AnimatedPrice cents={total} className="tabular-nums" />
          {b2b ? (
            <span className="text-[0.6875rem] font-normal text-zinc-500">{t('shop.exclVat')}</span>
          ) : null}
        </span>
        <ArrowRightIcon className="size-4 shrink-0 text-zinc-400 transition group-hover:translate-x-0.5 group-hover:text-zinc-600" />
      </CartLink>
    </>
  );
}
