import { useMutation } from '@tanstack/react-query';
import { merchantRoutes, type PasswordResetConfirmRequest, sessionResponse } from '@platform/contract';
import { startMerchantSession } from '@/lib/auth/merchant-session';
import { adminCall } from '@/lib/api/admin-client';

/** Sets the new password with the link's token; the answer signs this browser in, as a login does. */
export async function confirmPasswordReset(body: PasswordResetConfirmRequest) {
  const response = await adminCall(merchantRoutes.confirmPasswordReset, { body });
  const { data } = sessionResponse.parse(response.data);
  startMerchantSession(data.authorization);
  return data.user;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
