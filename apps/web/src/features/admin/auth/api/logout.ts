import { adminApi } from '@/lib/api/admin-client';

/** Ends the session on the server, so its refresh token can no longer be used. */
export async function logout(): Promise<void> {
  await adminApi.post('v1/admin/auth/logout');
}
