import { useQuery } from '@tanstack/react-query';
import { adminSubscriptionDetail, envelope, subscriptionRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { statusOf } from '@/lib/api/errors';
import { subscriptionKeys } from '@/lib/api/subscriptions/subscription-keys';

const detailResponse = envelope(adminSubscriptionDetail);

/** One subscription with its orders; null when this store has no such subscription. */
export async function getSubscription(storeId: number, id: number, signal?: AbortSignal) {
  try {
    const response = await adminCall(
      subscriptionRoutes.subscription,
      { params: { id }, query: { store_id: storeId } },
      { signal },
    );
    return detailResponse.parse(response.data).data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export function useSubscription(storeId: number, id: number) {
  return useQuery({
    queryKey: subscriptionKeys.detail(storeId, id),
    queryFn: ({ signal }) => getSubscription(storeId, id, signal),
  });
}
