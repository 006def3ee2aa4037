import { useMutation } from '@tanstack/react-query';
import { sessionResponse, type PasswordResetConfirmRequest } from '@platform/contract';
import { publicApi } from '@/lib/api/axios-client';
import { startMerchantSession } from '@/lib/auth/merchant-session';

/** Sets the new password with the link's token; the answer signs this browser in, as a login does. */
export async function confirmPasswordReset(body: PasswordResetConfirmRequest) {
  const response = await publicApi.post('v1/auth/merchant/password-reset/confirm', body);
  const { data } = sessionResponse.parse(response.data);
  startMerchantSession(data.authorization);
  return data.user;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
