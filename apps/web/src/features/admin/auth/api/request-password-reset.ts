import { useMutation } from '@tanstack/react-query';
import { merchantRoutes, type PasswordResetRequest } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await adminCall(merchantRoutes.passwordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
