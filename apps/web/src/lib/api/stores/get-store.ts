import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, store, type Store, storeRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storeKeys } from './store-keys';

const storeResponse = envelope(store);

export async function getStore(storeId: number): Promise<Store> {
  const response = await adminCall(storeRoutes.store, { params: { id: storeId } });
  return storeResponse.parse(response.data).data;
}

/**
 * One store with its test mode and settings; not retried (docs/spec.md §9). The header, the settings and the
 * catalog pages all read it, so it lives here and the cache holds one copy.
 */
export const storeQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: storeKeys.detail(storeId), queryFn: () => getStore(storeId), retry: false });

export function useStore(storeId: number | undefined) {
  return useQuery({ ...storeQueryOptions(storeId ?? 0), enabled: storeId !== undefined });
}
