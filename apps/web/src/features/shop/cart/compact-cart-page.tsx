import { useTranslation } from 'react-i18next';
import { localizedLineName } from '@platform/contract';
import { buttonClass } from '@/components/button';
import { CartIcon } from '@/components/icons';
import { Image } from '@/components/image';
import { Price } from '@/components/price';
import { PageLoader } from '@/components/spinner';
import { useSubscriptionWords } from '@/components/subscription-terms';
import { currentLocale } from '@/lib/i18n';
import { CartLink } from '@/lib/shop/cart-link';
import { itemCount } from '@/lib/shop/cart-lines';
import { useCart } from '@/lib/shop/get-cart';

/**
 * The compact cart of /embeddedcart (no header): the lines in short, the discount code's amount when
 * there is one, the total as the store shows totals (docs/spec.md §1), and the way on to the cart and checkout, in the top window when framed.
 */
export default function CompactCartPage() {
  const { t } = useTranslation();
  const words = useSubscriptionWords();
  const cart = useCart();
  if (cart.isPending) return <PageLoader label={t('common.loading')} />;
  const count = itemCount(cart.data);
  const b2b = cart.data?.business_type === 'b2b';
  const total = cart.data ? (b2b ? cart.data.totals.total_excl_vat : cart.data.totals.total_incl_vat) : 0;
  return (
    <section
      aria-labelledby="compact-cart"
      className="mx-auto max-w-md overflow-hidden rounded-2xl bg-white text-sm shadow-xs ring-1 ring-zinc-200"
    >
      <header className="flex items-center gap-3 border-b border-zinc-100 px-4 py-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
          <CartIcon className="size-5" />
        </span>
        <h1 id="compact-cart" className="flex-1 font-semibold text-zinc-900">
          {t('cart.compactHeading')}
        </h1>
        <span className="text-zinc-500">{t('cartButton.items', { count })}</span>
      </header>
      {count && cart.data ? (
        <>
          <ul className="max-h-80 divide-y divide-zinc-100 overflow-y-auto">
            {cart.data.products.map((line) => (
              <li key={line.variant_id} className="flex items-center gap-3 px-4 py-2.5">
                <Image
                  asset={line.image}
                  size="thumb"
                  alt={localizedLineName(line, currentLocale())}
                  className="size-10 rounded-md bg-white object-contain"
                />
                <span className="min-w-0 flex-1">
                  <span
                    className={`block truncate ${line.available ? 'text-zinc-900' : 'text-zinc-500 line-through'}`}
                  >
                    {localizedLineName(line, currentLocale())}
                  </span>
                  <span className="text-xs text-zinc-500">
                    {line.available ? t('cart.quantity', { count: line.quantity }) : t('cart.unavailable')}
                  </span>
                  {line.available && line.subscription ? (
                    <span className="block text-xs text-zinc-500">
                      {words.terms(line.subscription, line.subscription.renewal_unit_price)}
                    </span>
                  ) : null}
                </span>
                <Price
                  cents={b2b ? line.total_excl_vat : line.total_incl_vat}
                  className={`tabular-nums ${line.available ? 'text-zinc-900' : 'text-zinc-500 line-through'}`}
                />
              </li>
            ))}
          </ul>
          <div className="space-y-3 border-t border-zinc-200 px-4 py-3">
            {cart.data.discount ? (
              <p className="flex items-baseline justify-between gap-3 text-zinc-600">
                <span className="min-w-0 break-words">
                  {t('discountCode.total', { code: cart.data.discount.code })}
                </span>
                <Price cents={-cart.data.discount.amount} className="tabular-nums" />
              </p>
            ) : null}
            <p className="flex items-baseline justify-between font-semibold text-zinc-900">
              <span>{t(b2b ? 'cart.totalExclVat' : 'cart.totalInclVat')}</span>
              <Price cents={total} className="tabular-nums" />
            </p>
            <div className="grid grid-cols-2 gap-2">
              <CartLink to="/cart" className={buttonClass('secondary')}>
                {t('cartButton.viewOrderLabel')}
              </CartLink>
              <CartLink to="/checkout" className={buttonClass('primary')}>
                {t('cart.toCheckout')}
              </CartLink>
            </div>
          </div>
        </>
      ) : (
        <p className="px-4 py-6 text-center text-zinc-500">{t('cart.emptyTitle')}</p>
      )}
    </section>
  );
}
