import { shopApi } from '@/lib/api/client';
import { isAuthorization } from '@/lib/auth/authorization';
import { startShopperSession } from '@/lib/auth/shopper-session';

/** Exchanges a one-time login token for the shopper's access token (SPEC §2 guard 8, §7). */
export async function exchangeLoginToken(loginToken: string): Promise<void> {
  const response = await shopApi.post<{ data?: { authorization?: unknown } }>('v1/auth/customer/login', {
    login_token: loginToken,
  });
  const record = response.data.data?.authorization;
  if (!isAuthorization(record)) throw new TypeError('The login answer holds no access token.');
  startShopperSession(record);
}
