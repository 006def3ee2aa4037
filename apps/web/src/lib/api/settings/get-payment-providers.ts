import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, paymentProviderState, type PaymentProviderState, storeRoutes } from '@platform/contract';
import { z } from 'zod';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';

const providersResponse = envelope(z.array(paymentProviderState));

export async function getPaymentProviders(storeId: number): Promise<PaymentProviderState[]> {
  const response = await adminCall(storeRoutes.paymentProviders, { query: { store_id: storeId } });
  return providersResponse.parse(response.data).data;
}

export const paymentProvidersQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: settingsKeys.providers(storeId), queryFn: () => getPaymentProviders(storeId) });

/** The test, Mollie and Stripe providers with their state; keys only as hints. */
export function usePaymentProviders(storeId: number) {
  return useQuery(paymentProvidersQueryOptions(storeId));
}
