import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, storefront, type Storefront, storefrontRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storefrontKeys } from '@/lib/api/storefronts/storefront-keys';

const storefrontResponse = envelope(storefront);

export async function getStorefront(storeId: number, storefrontId: number): Promise<Storefront> {
  const response = await adminCall(storefrontRoutes.read, {
    params: { id: storefrontId },
    query: { store_id: storeId },
  });
  return storefrontResponse.parse(response.data).data;
}

export const storefrontQueryOptions = (storeId: number, storefrontId: number) =>
  queryOptions({
    queryKey: storefrontKeys.detail(storeId, storefrontId),
    queryFn: () => getStorefront(storeId, storefrontId),
    retry: false,
  });

/** A storefront id that is not a positive whole number (a typo in the address) asks nothing. */
export function useStorefront(storeId: number, storefrontId: number) {
  return useQuery({ ...storefrontQueryOptions(storeId, storefrontId), enabled: storefrontId > 0 });
}
