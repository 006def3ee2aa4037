import { detectFrame } from '@/lib/shop/embed-frame';
import { exchangeLoginToken } from '@/features/shop/order/api/exchange-login-token';
import { describeError, statusOf } from '@/lib/api/errors';
import { rememberExpiredLink } from '@/lib/auth/expired-link';
import { isMerchantSignedIn } from '@/lib/auth/merchant-session';
import { isShopperSignedIn } from '@/lib/auth/shopper-session';
import { getCartSessionId, setCartSessionId } from '@/lib/cart-session';
import { i18n, loadLocale } from '@/lib/i18n';
import { notify } from '@/components/toasts';
import type { GuardDeps } from './guards';

/** The browser's side of the guards. */
export const guardDeps: GuardDeps = {
  loadLocale,
  detectFrame: () => void detectFrame(),
  isMerchantSignedIn,
  storeCartSessionId: (id) => void setCartSessionId(id),
  hasCartSession: () => getCartSessionId() !== null,
  isShopperSignedIn,
  async exchangeLoginToken(token, orderId) {
    try {
      await exchangeLoginToken(token);
    } catch (error) {
      // A used or expired link leaves the shopper signed out; the page it opened says so and offers a
      // new link to the same address. Anything else (no connection) is told at once.
      if (statusOf(error) === 401) rememberExpiredLink({ token, orderId: orderId ?? null });
      else notify.error(describeError(error, i18n.t));
    }
  },
};
