import { useMutation } from '@tanstack/react-query';
import { merchantRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

export async function deleteAccount(password: string): Promise<void> {
  await adminCall(merchantRoutes.deleteAccount, { body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
