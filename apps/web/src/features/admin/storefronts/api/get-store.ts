import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, store, type Store } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';

const storeResponse = envelope(store);

export async function getStore(storeId: number): Promise<Store> {
  const response = await adminApi.get(`v1/admin/store/${storeId}`);
  return storeResponse.parse(response.data).data;
}

/**
 * The store, for its slug (the address of its shop). Same key and data as the admin
 * header's query, so the cache holds one copy; features do not share code.
 */
export const storeQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: ['stores', storeId], queryFn: () => getStore(storeId), retry: false });

export function useStore(storeId: number) {
  return useQuery(storeQueryOptions(storeId));
}
