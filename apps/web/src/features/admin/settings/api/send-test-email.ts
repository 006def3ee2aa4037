import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin-client';

/** Sends a sample of the store's e-mails (sender, reply-to, footer as saved) to the merchant. */
export async function sendTestEmail(storeId: number): Promise<void> {
  await adminApi.post('v1/admin/settings/test-email', { store_id: storeId });
}

export function useSendTestEmail(storeId: number) {
  return useMutation({ mutationFn: () => sendTestEmail(storeId) });
}
