import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, subscriptionMrr, subscriptionRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { subscriptionKeys } from './subscription-keys';

const mrrResponse = envelope(subscriptionMrr);

/** What the store's subscriptions bring in per month, and how many there are of each status. */
export async function getSubscriptionMrr(storeId: number, signal?: AbortSignal) {
  const response = await adminCall(
    subscriptionRoutes.subscriptionMrr,
    { query: { store_id: storeId } },
    { signal },
  );
  return mrrResponse.parse(response.data).data;
}

export function useSubscriptionMrr(storeId: number) {
  return useQuery(
    queryOptions({
      queryKey: subscriptionKeys.mrr(storeId),
      queryFn: ({ signal }) => getSubscriptionMrr(storeId, signal),
    }),
  );
}
