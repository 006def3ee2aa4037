import { shopRoutes } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { forgetExpiredLink } from '@/lib/auth/expired-link';
import { startShopperSession } from '@/lib/auth/shopper-session';

/**
 * Exchanges the e-mail's login token for the shopper's access token (docs/spec.md §2 guard 8, §7) and keeps it
 * in the customer_access_token cookie: a one-time link's token, or the confirmation's receipt token,
 * which signs in as long as the order lasts. A used or expired token answers 401 with a message.
 */
export async function exchangeLoginToken(loginToken: string): Promise<void> {
  const response = await shopCall(shopRoutes.customerLogin, { body: { login_token: loginToken } });
  const { token, expires_at, order_id } = response.data.data;
  startShopperSession({ token, expires_at, order_id });
  forgetExpiredLink();
}
