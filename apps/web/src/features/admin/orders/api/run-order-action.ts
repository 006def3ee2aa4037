import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrder, envelope, type AdminOrder, type OrderAction } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { orderKeys } from './order-keys';

const orderResponse = envelope(adminOrder);

/** Marks paid, cancels, refunds or resends the access e-mail; answers the order as it now is. */
export async function runOrderAction(
  storeId: number,
  orderId: string,
  action: OrderAction,
): Promise<AdminOrder> {
  const response = await adminApi.post(`v1/admin/order/${encodeURIComponent(orderId)}/${action}`, {
    store_id: storeId,
  });
  return orderResponse.parse(response.data).data;
}

export function useRunOrderAction(storeId: number, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => runOrderAction(storeId, orderId, action),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(storeId, orderId), order);
      await queryClient.invalidateQueries({ queryKey: [...orderKeys.all(storeId), 'list'] });
    },
    // A refund the provider refused is still recorded on the order, to be tried again: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(storeId, orderId) }),
  });
}
