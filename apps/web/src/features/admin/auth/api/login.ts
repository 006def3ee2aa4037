import { useMutation } from '@tanstack/react-query';
import { sessionResponse, type LoginRequest } from '@platform/contract';
import { publicApi } from '@/lib/api/axios-client';
import { startMerchantSession } from '@/lib/auth/merchant-session';

export async function login(body: LoginRequest) {
  const response = await publicApi.post('v1/auth/merchant/login', body);
  const { data } = sessionResponse.parse(response.data);
  startMerchantSession(data.authorization);
  return data.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
