import { z } from 'zod';
import { authorization } from '@platform/contract';
import { shopApi } from '@/lib/api/client';
import { startShopperSession } from '@/lib/auth/shopper-session';

const customerLoginResponse = z.object({ data: z.object({ authorization }) });

/** Exchanges a one-time login token for the shopper's access token (SPEC §2 guard 8, §7). */
export async function exchangeLoginToken(loginToken: string): Promise<void> {
  const response = await shopApi.post('v1/auth/customer/login', { login_token: loginToken });
  startShopperSession(customerLoginResponse.parse(response.data).data.authorization);
}
