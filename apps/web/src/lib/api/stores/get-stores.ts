import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { businessType, storeRoutes, storeSummary } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storeKeys } from './store-keys';

const storeListResponse = z.object({ data: z.array(storeSummary.extend({ business_type: businessType })) });
export type StoreListItem = z.infer<typeof storeListResponse>['data'][number];

export async function getStores(): Promise<StoreListItem[]> {
  const response = await adminCall(storeRoutes.stores, {});
  return storeListResponse.parse(response.data).data;
}

/** The merchant's stores: fresh for 60 s, and not retried (docs/spec.md §9). */
export const storesQueryOptions = () =>
  queryOptions({ queryKey: storeKeys.list(), queryFn: getStores, staleTime: 60_000, retry: false });

export function useStores() {
  return useQuery(storesQueryOptions());
}
