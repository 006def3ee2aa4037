import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, store, type Store } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { settingsKeys } from './settings-keys';

const storeResponse = envelope(store);

export async function getStore(storeId: number): Promise<Store> {
  const response = await adminApi.get(`v1/admin/store/${storeId}`);
  return storeResponse.parse(response.data).data;
}

/** The store with its test mode; the admin header's key and data, so the cache holds one copy. */
export const storeQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: settingsKeys.store(storeId), queryFn: () => getStore(storeId), retry: false });

export function useStore(storeId: number) {
  return useQuery(storeQueryOptions(storeId));
}
