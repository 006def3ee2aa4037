import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminSubscriptionListResponse,
  subscriptionRoutes,
  type SubscriptionStatus,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import type { ListFilters } from '@/lib/use-list-filters';
import { subscriptionKeys } from '@/lib/api/subscriptions/subscription-keys';

/** The filters of the address bar, and the page size of the merchant's preferences. */
export interface SubscriptionListQuery extends ListFilters<SubscriptionStatus> {
  perPage: number;
}

/** The store's subscriptions, newest first, of a status or found by part of the buyer's address. */
export async function getSubscriptions(
  storeId: number,
  { search, status, page, perPage }: SubscriptionListQuery,
  signal?: AbortSignal,
) {
  const response = await adminCall(
    subscriptionRoutes.subscriptions,
    {
      query: {
        store_id: storeId,
        search: search.trim() || undefined,
        status: status || undefined,
        page,
        per_page: perPage,
      },
    },
    { signal },
  );
  return adminSubscriptionListResponse.parse(response.data);
}

export function useSubscriptions(storeId: number, filters: SubscriptionListQuery) {
  return useQuery(
    queryOptions({
      queryKey: subscriptionKeys.list(storeId, filters),
      // A search typed on replaces the one before it: the older request is aborted.
      queryFn: ({ signal }) => getSubscriptions(storeId, filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
