import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { storefront, type Storefront, storefrontRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storefrontKeys } from './storefront-keys';

const storefrontsResponse = z.object({ data: z.array(storefront) });

export async function getStorefronts(storeId: number): Promise<Storefront[]> {
  const response = await adminCall(storefrontRoutes.list, { query: { store_id: storeId } });
  return storefrontsResponse.parse(response.data).data;
}

/** The store's storefronts: the storefront list, and the home page choice in the settings. */
export const storefrontsQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: storefrontKeys.list(storeId), queryFn: () => getStorefronts(storeId) });

export function useStorefronts(storeId: number) {
  return useQuery(storefrontsQueryOptions(storeId));
}
