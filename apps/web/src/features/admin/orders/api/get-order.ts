import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrder, envelope, orderRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { statusOf } from '@/lib/api/errors';
import { orderKeys } from '@/lib/api/orders/order-keys';

const orderResponse = envelope(adminOrder);

/** One order with everything that happened to it; null when this store has no such order. */
export async function getOrder(storeId: number, orderId: string, signal?: AbortSignal) {
  try {
    const response = await adminCall(
      orderRoutes.order,
      { params: { id: orderId }, query: { store_id: storeId } },
      { signal },
    );
    return orderResponse.parse(response.data).data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const orderQueryOptions = (storeId: number, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(storeId, orderId),
    queryFn: ({ signal }) => getOrder(storeId, orderId, signal),
  });

export function useOrder(storeId: number, orderId: string) {
  return useQuery(orderQueryOptions(storeId, orderId));
}
