import { useMutation } from '@tanstack/react-query';
import { providerCheckResponse } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';

/** Asks the provider whether the stored key works; false when the provider refuses it. */
export async function checkPaymentProvider(storeId: number, provider: 'mollie' | 'stripe'): Promise<boolean> {
  const response = await adminApi.post(`v1/admin/payment-providers/${provider}/check`, { store_id: storeId });
  return providerCheckResponse.parse(response.data).data.ok;
}

export function useCheckPaymentProvider(storeId: number, provider: 'mollie' | 'stripe') {
  return useMutation({ mutationFn: () => checkPaymentProvider(storeId, provider) });
}
