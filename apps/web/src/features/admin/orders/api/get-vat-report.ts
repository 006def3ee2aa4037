import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, orderRoutes, ossReport } from '@platform/contract';
import { adminCall, adminFile } from '@/lib/api/admin-client';
import { orderKeys } from '@/lib/api/orders/order-keys';

const reportResponse = envelope(ossReport);

export interface Quarter {
  year: number;
  quarter: number;
}

/** The OSS report of one quarter: OSS per state and rate, reverse charges, every sale by treatment. */
export async function getVatReport(storeId: number, { year, quarter }: Quarter, signal?: AbortSignal) {
  const response = await adminCall(
    orderRoutes.ossReport,
    { query: { store_id: storeId, year, quarter } },
    { signal },
  );
  return reportResponse.parse(response.data).data;
}

export const vatReportQueryOptions = (storeId: number, period: Quarter) =>
  queryOptions({
    queryKey: [...orderKeys.all(storeId), 'vat-report', period.year, period.quarter] as const,
    queryFn: ({ signal }) => getVatReport(storeId, period, signal),
    placeholderData: keepPreviousData,
  });

export function useVatReport(storeId: number, period: Quarter) {
  return useQuery(vatReportQueryOptions(storeId, period));
}

/** The same report as a CSV file, saved under the name the server gives it. */
export async function downloadVatReportCsv(storeId: number, { year, quarter }: Quarter) {
  const response = await adminFile(orderRoutes.ossReportCsv, { query: { store_id: storeId, year, quarter } });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `oss-${year}-q${quarter}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
