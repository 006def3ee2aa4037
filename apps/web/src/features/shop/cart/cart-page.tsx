import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CartIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { ShopClosedNotice } from '@/components/shop-closed-notice';
import { describeError } from '@/lib/api/errors';
import { usePublicStore } from '@/lib/public-store';
import { useCart } from '@/lib/shop/get-cart';
import { CartLineItem } from './cart-line-item';
import { DiscountCodeField } from '@/components/discount-code-field';
import { TotalsList } from '@/components/order-summary';
import { useCartActions } from './use-cart-actions';

function CartSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1].map((key) => (
        <div key={key} className="h-24 animate-pulse rounded-2xl bg-zinc-200/70" />
      ))}
    </div>
  );
}

/**
 * A removed line takes its button with it: the focus goes to the list of lines, or to the page once
 * the cart is empty, rather than dropping onto <body>. After the next render, when the line is gone.
 */
function focusLinesAfterRemoval() {
  requestAnimationFrame(() =>
    (document.getElementById('cart-lines') ?? document.getElementById('main'))?.focus({
      preventScroll: true,
    }),
  );
}

/** The cart (/cart, title Bestelling): its lines to change or remove, the totals, on to checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const store = usePublicStore();
  const actions = useCartActions();

  if (cart.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <CartSkeleton />
      </div>
    );
  }
  if (cart.isError) return <LoadError onRetry={() => void cart.refetch()} />;
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

  const { products, totals, business_type: businessType } = cart.data;
  const anyAvailable = products.some((line) => line.available);
  const closed = store.data?.can_take_payments === false;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="cart-lines"
        className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-zinc-200"
      >
        <h2 id="cart-lines" tabIndex={-1} className="sr-only">
          {t('cart.linesHeading')}
        </h2>
        <ul className="divide-y divide-zinc-100">
          {products.map((line) => (
            <CartLineItem
              key={line.variant_id}
              line={line}
              b2b={businessType === 'b2b'}
              saving={actions.savingVariantId === line.variant_id}
              busy={actions.save.isPending}
              onQuantityChange={(quantity) => actions.changeQuantity(line.variant_id, quantity)}
              onRemove={() => actions.remove(line.variant_id, focusLinesAfterRemoval)}
            />
          ))}
        </ul>
      </section>
      {actions.save.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200"
        >
          {t('cart.saveFailed')} {describeError(actions.save.error, t)}
        </p>
      ) : null}
      <section
        aria-labelledby="cart-summary"
        className="space-y-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
      >
        <h2 id="cart-summary" className="text-base font-semibold text-zinc-900">
          {t('cart.summaryHeading')}
        </h2>
        {anyAvailable ? <DiscountCodeField cart={cart.data} /> : null}
        <TotalsList totals={totals} vat={cart.data.vat} discount={cart.data.discount} />
        {closed ? <ShopClosedNotice /> : null}
        {/* The header is the page's one way back; here only the way on. */}
        {anyAvailable && !closed ? (
          <div className="flex flex-col sm:flex-row sm:justify-end">
            <ButtonLink to="/checkout" size="lg" className="justify-center sm:px-8">
              {t('cart.toCheckout')}
            </ButtonLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
