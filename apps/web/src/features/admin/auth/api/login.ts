import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, merchantRoutes, sessionResponse } from '@platform/contract';
import { startMerchantSession } from '@/lib/auth/merchant-session';
import { adminCall } from '@/lib/api/admin-client';

export async function login(body: LoginRequest) {
  const response = await adminCall(merchantRoutes.login, { body });
  const { data } = sessionResponse.parse(response.data);
  startMerchantSession(data.authorization);
  return data.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
