import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@platform/contract';
import { publicApi } from '@/lib/api/axios-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await publicApi.post('v1/auth/merchant/password-reset', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
