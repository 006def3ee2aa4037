import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin-client';

export async function deleteAccount(password: string): Promise<void> {
  await adminApi.delete('v1/admin/account', { data: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
