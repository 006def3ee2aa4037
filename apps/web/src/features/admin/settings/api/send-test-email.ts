import { useMutation } from '@tanstack/react-query';
import { storeRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

/** Sends a sample of the store's e-mails (sender, reply-to, footer as saved) to the merchant. */
export async function sendTestEmail(storeId: number): Promise<void> {
  await adminCall(storeRoutes.testEmail, { body: { store_id: storeId } });
}

export function useSendTestEmail(storeId: number) {
  return useMutation({ mutationFn: () => sendTestEmail(storeId) });
}
