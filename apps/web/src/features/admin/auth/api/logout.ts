import { merchantRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

/** Ends the session on the server, so its refresh token can no longer be used. */
export async function logout(): Promise<void> {
  await adminCall(merchantRoutes.logout, {});
}
