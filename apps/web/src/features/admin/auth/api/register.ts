import { useMutation } from '@tanstack/react-query';
import { sessionResponse, type RegisterRequest } from '@platform/contract';
import { publicApi } from '@/lib/api/axios-client';
import { startMerchantSession } from '@/lib/auth/merchant-session';

/** Registration signs the new merchant in straight away (docs/spec.md §4: it stores the auth). */
export async function register(body: RegisterRequest) {
  const response = await publicApi.post('v1/auth/merchant/register', body);
  const { data } = sessionResponse.parse(response.data);
  startMerchantSession(data.authorization);
  return data.user;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
