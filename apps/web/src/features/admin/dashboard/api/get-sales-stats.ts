import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, orderRoutes, type SalesPeriod, salesStats, type SalesStats } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

const statsResponse = envelope(salesStats);

export async function getSalesStats(storeId: number, days: SalesPeriod): Promise<SalesStats> {
  const response = await adminCall(orderRoutes.salesStats, { query: { store_id: storeId, days } });
  return statsResponse.parse(response.data).data;
}

export const salesStatsQueryOptions = (storeId: number, days: SalesPeriod) =>
  queryOptions({
    queryKey: ['sales-stats', storeId, days],
    queryFn: () => getSalesStats(storeId, days),
  });

/** The store's sales over the period, against the period before. */
export function useSalesStats(storeId: number, days: SalesPeriod) {
  return useQuery(salesStatsQueryOptions(storeId, days));
}
