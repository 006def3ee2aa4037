import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { embedMessage } from '@platform/contract';
import { CartIcon } from '@/components/icons';
import { cartPath } from '@/lib/shop/cart-in-top';
import { CartLink } from '@/lib/shop/cart-link';
import { getCartSessionId } from '@/lib/cart-session';
import { postToParent } from '@/lib/shop/embed-frame';

/**
 * What a frame shows instead of the cart or checkout, which never show in a frame sized to its page
 * (docs/spec.md §1): it asks the host page to open the page in its checkout overlay at once (decision
 * 080), and offers the link to the store's own window should that not happen.
 */
export function LeaveFrame() {
  const { t } = useTranslation();
  useEffect(() => {
    // The cart with its session, for an overlay whose browser keeps the frame's storage apart.
    const { pathname, search } = window.location;
    const path = pathname.startsWith('/cart') ? cartPath(getCartSessionId()) : pathname + search;
    postToParent(embedMessage('open-checkout', { path }));
  }, []);
  return (
    <main className="flex flex-col items-center gap-3 px-4 py-6 text-center text-sm text-zinc-600">
      <p>{t('embed.cartOpensInWindow')}</p>
      <CartLink
        to="/cart"
        className="inline-flex h-10 items-center gap-2 rounded-full bg-primary px-4 font-medium text-primary-contrast shadow-sm hover:bg-primary/90"
      >
        <CartIcon className="size-5" />
        {t('cartButton.viewOrderLabel')}
      </CartLink>
    </main>
  );
}
