import { useMutation } from '@tanstack/react-query';
import { providerCheckResponse, storeRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

/** Asks the provider whether the stored key works; false when the provider refuses it. */
export async function checkPaymentProvider(storeId: number, provider: 'mollie' | 'stripe'): Promise<boolean> {
  const response = await adminCall(storeRoutes.checkPaymentProvider, {
    params: { provider },
    body: { store_id: storeId },
  });
  return providerCheckResponse.parse(response.data).data.ok;
}

export function useCheckPaymentProvider(storeId: number, provider: 'mollie' | 'stripe') {
  return useMutation({ mutationFn: () => checkPaymentProvider(storeId, provider) });
}
