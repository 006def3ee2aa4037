import { queryOptions } from '@tanstack/react-query';
import { distanceSales, type DistanceSales, envelope, orderRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

const distanceSalesResponse = envelope(distanceSales);

export async function getDistanceSales(storeId: number): Promise<DistanceSales> {
  const response = await adminCall(orderRoutes.distanceSales, { query: { store_id: storeId } });
  return distanceSalesResponse.parse(response.data).data;
}

/** The store's distance sales of the year against the EU's threshold (decision 029). */
export const distanceSalesQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: ['distance-sales', storeId],
    queryFn: () => getDistanceSales(storeId),
  });
