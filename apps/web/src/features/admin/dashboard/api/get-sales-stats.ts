import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, salesStats, type SalesPeriod, type SalesStats } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';

const statsResponse = envelope(salesStats);

export async function getSalesStats(storeId: number, days: SalesPeriod): Promise<SalesStats> {
  const response = await adminApi.get('v1/admin/stats/sales', { params: { store_id: storeId, days } });
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
