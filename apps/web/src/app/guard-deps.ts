import { detectFrame } from '@/lib/shop/embed-frame';
import { exchangeLoginToken } from '@/features/shop/order/api/exchange-login-token';
import { describeError } from '@/lib/api/errors';
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
  async exchangeLoginToken(token) {
    try {
      await exchangeLoginToken(token);
    } catch (error) {
      // An expired or used link leaves the shopper signed out; the page says what they can do next.
      notify.error(describeError(error, i18n.t));
    }
  },
};
