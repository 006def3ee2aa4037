import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  envelope,
  paymentProviderState,
  type PaymentProviderState,
  type SavePaymentProviderRequest,
  storeRoutes,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';

const providerResponse = envelope(paymentProviderState);

type LiveProvider = 'mollie' | 'stripe';

export async function savePaymentProvider(provider: LiveProvider, body: SavePaymentProviderRequest) {
  const response = await adminCall(storeRoutes.savePaymentProvider, { params: { provider }, body });
  return providerResponse.parse(response.data).data;
}

export function useSavePaymentProvider(storeId: number, provider: LiveProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SavePaymentProviderRequest, 'store_id'>) =>
      savePaymentProvider(provider, { ...body, store_id: storeId }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PaymentProviderState[]>(settingsKeys.providers(storeId), (current) =>
        current?.map((state) => (state.provider === saved.provider ? saved : state)),
      ),
  });
}
