import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { embedMessage } from '@platform/contract';
import { CartIcon } from '@/components/icons';
import { CartLink } from '@/lib/shop/cart-link';
import { getCartSessionId } from '@/lib/cart-session';
import { postToParent } from '@/lib/shop/embed-frame';

/**
 * What a frame shows instead of the cart or checkout, which open in the top window only (docs/spec.md §1):
 * it asks the host page to go there at once, and offers the link should that not happen.
 */
export function LeaveFrame() {
  const { t } = useTranslation();
  useEffect(() => {
    postToParent(embedMessage('open-cart', { cart_session_id: getCartSessionId() }));
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
