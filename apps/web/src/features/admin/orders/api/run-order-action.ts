import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrder, type AdminOrder, envelope, type OrderAction, orderRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { orderKeys } from '@/lib/api/orders/order-keys';

const orderResponse = envelope(adminOrder);

/** Marks paid, cancels, refunds or resends the access e-mail; answers the order as it now is. */
export async function runOrderAction(
  storeId: number,
  orderId: string,
  action: OrderAction,
): Promise<AdminOrder> {
  const response = await adminCall(orderRoutes.orderAction, {
    params: { id: orderId, action },
    body: { store_id: storeId },
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
