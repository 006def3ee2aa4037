import { isAdminSlug, slugFromHost } from '@/lib/host';
import { matchAppRoute } from './routes';

export interface GuardTarget {
  host: string;
  pathname: string;
  search: string;
}

/** What the guards read and do; passed in, so each rule can be checked on its own. */
export interface GuardDeps {
  loadLocale(): Promise<unknown>;
  detectFrame(): void;
  isMerchantSignedIn(): boolean;
  storeCartSessionId(id: string): void;
  hasCartSession(): boolean;
  /** Whether the shopper holds an access token, from the given order's link when one is named. */
  isShopperSignedIn(orderId?: string): boolean;
  /** Signs the shopper in with a link's token; `orderId` names the order the link opens, if any. */
  exchangeLoginToken(token: string, orderId: string | undefined): Promise<void>;
}

export const LOGIN_TOKEN_PARAM = 'login_token';

/**
 * The navigation guards of docs/spec.md §2, in the spec's order. Returns where to go instead, or null to
 * open the page asked for.
 */
export async function runGuards(to: GuardTarget, deps: GuardDeps): Promise<string | null> {
  // 1. Load the locale.
  await deps.loadLocale();

  // 2. Detect whether the page runs inside an embedding frame.
  deps.detectFrame();

  // 3. The store slug from the host; on the admin host, / and unknown paths go to /choose-store.
  const admin = isAdminSlug(slugFromHost(to.host));
  const match = matchAppRoute(to.pathname, admin ? 'admin' : 'shop');
  if (admin && (!match || to.pathname === '/')) return '/choose-store';

  // 4. A route that needs sign-in sends a signed-out merchant to /login.
  if (match?.route.requiresAuth && !deps.isMerchantSignedIn()) return '/login';

  // 5. /login sends a signed-in merchant to /choose-store.
  if (match?.route.name === 'login' && deps.isMerchantSignedIn()) return '/choose-store';

  // 6. A cart link carrying a cart session id stores it and continues at /cart.
  const cartSessionId = match?.route.name === 'cart' ? match.params.cartSessionId : undefined;
  if (cartSessionId) {
    deps.storeCartSessionId(cartSessionId);
    return '/cart';
  }

  // 7. /checkout without a cart session goes to /cart.
  if (match?.route.name === 'checkout' && !deps.hasCartSession()) return '/cart';

  // 8. A login token signs the shopper in; it is a credential, so it is taken out of the address. A
  // session from an earlier order's link does not count as signed in by this order's link.
  const params = new URLSearchParams(to.search);
  const loginToken = params.get(LOGIN_TOKEN_PARAM);
  if (loginToken) {
    const orderId = match?.params.orderId;
    if (!deps.isShopperSignedIn(orderId)) await deps.exchangeLoginToken(loginToken, orderId);
    params.delete(LOGIN_TOKEN_PARAM);
    const rest = params.toString();
    return `${to.pathname}${rest ? `?${rest}` : ''}`;
  }

  return null;
}
