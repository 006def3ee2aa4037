import { useMutation } from '@tanstack/react-query';
import { merchantRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** Changes the password; the server signs out every other session of the merchant. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await adminCall(merchantRoutes.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
