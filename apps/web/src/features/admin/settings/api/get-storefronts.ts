import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, storefront, type Storefront } from '@platform/contract';
import { z } from 'zod';
import { adminApi } from '@/lib/api/admin-client';
import { settingsKeys } from './settings-keys';

const storefrontsResponse = envelope(z.array(storefront));

export async function getStorefronts(storeId: number): Promise<Storefront[]> {
  const response = await adminApi.get('v1/admin/storefront', { params: { store_id: storeId } });
  return storefrontsResponse.parse(response.data).data;
}

/** The store's storefronts, to choose the home page from; the storefront list's own key. */
export const storefrontsQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: settingsKeys.storefronts(storeId), queryFn: () => getStorefronts(storeId) });

export function useStorefronts(storeId: number) {
  return useQuery(storefrontsQueryOptions(storeId));
}
