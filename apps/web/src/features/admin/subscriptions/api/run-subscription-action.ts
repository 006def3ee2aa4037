import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSubscriptionDetail,
  envelope,
  subscriptionRoutes,
  type SubscriptionAction,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { orderKeys } from '@/lib/api/orders/order-keys';
import { subscriptionKeys } from '@/lib/api/subscriptions/subscription-keys';

const detailResponse = envelope(adminSubscriptionDetail);

/** Cancels (now or at the period's end), resumes or refunds; answers the subscription as it now is. */
export async function runSubscriptionAction(storeId: number, id: number, action: SubscriptionAction) {
  const response = await adminCall(subscriptionRoutes.subscriptionAction, {
    params: { id, action },
    body: { store_id: storeId },
  });
  return detailResponse.parse(response.data).data;
}

export function useRunSubscriptionAction(storeId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) => runSubscriptionAction(storeId, id, action),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionKeys.detail(storeId, id), subscription);
      // The list and the MRR change with it, and a refund changes the order it gave back.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all(storeId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all(storeId) }),
      ]);
    },
    // A refund the provider refused still ends the subscription and is listed on its order: show both.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all(storeId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all(storeId) }),
      ]),
  });
}
