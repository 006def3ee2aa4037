import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrder, type AdminOrder, envelope, orderRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { orderKeys } from '@/lib/api/orders/order-keys';

const orderResponse = envelope(adminOrder);

/** Sends a refund that failed (or stopped halfway) again; answers the order as it now is. */
export async function retryRefund(storeId: number, orderId: string, refundId: number): Promise<AdminOrder> {
  const response = await adminCall(orderRoutes.retryRefund, {
    params: { id: orderId, refundId },
    body: { store_id: storeId },
  });
  return orderResponse.parse(response.data).data;
}

export function useRetryRefund(storeId: number, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) => retryRefund(storeId, orderId, refundId),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(storeId, orderId), order),
    // A refused retry is recorded on the order too; show it as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(storeId, orderId) }),
  });
}
