import { useMutation } from '@tanstack/react-query';
import { merchantRoutes, type RegisterRequest, sessionResponse } from '@platform/contract';
import { startMerchantSession } from '@/lib/auth/merchant-session';
import { adminCall } from '@/lib/api/admin-client';

/** Registration signs the new merchant in straight away (docs/spec.md §4: it stores the auth). */
export async function register(body: RegisterRequest) {
  const response = await adminCall(merchantRoutes.register, { body });
  const { data } = sessionResponse.parse(response.data);
  startMerchantSession(data.authorization);
  return data.user;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
