import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrder, type AdminOrder, envelope, orderRoutes, type RefundLine } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { orderKeys } from '@/lib/api/orders/order-keys';

const orderResponse = envelope(adminOrder);

/** What to give back: all that is left (nothing given), an amount in cents, or lines and quantities. */
export interface RefundChoice {
  amount?: number;
  lines?: RefundLine[];
}

/** Refunds the order, in whole or in part; answers the order as it now is. */
export async function refundOrder(
  storeId: number,
  orderId: string,
  choice: RefundChoice,
): Promise<AdminOrder> {
  const response = await adminCall(orderRoutes.orderAction, {
    params: { id: orderId, action: 'refund' },
    body: { store_id: storeId, ...choice },
  });
  return orderResponse.parse(response.data).data;
}

export function useRefundOrder(storeId: number, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: RefundChoice) => refundOrder(storeId, orderId, choice),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(storeId, orderId), order);
      await queryClient.invalidateQueries({ queryKey: [...orderKeys.all(storeId), 'list'] });
    },
    // A refund the provider refused is still recorded on the order, to be tried again: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(storeId, orderId) }),
  });
}
