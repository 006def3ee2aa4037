import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';
import { invoiceSummary, listEnvelope, orderRoutes } from '@platform/contract';
import { adminCall, adminFile } from '@/lib/api/admin-client';

const invoiceListResponse = listEnvelope(invoiceSummary);

export interface InvoicePeriod {
  from: string;
  to: string;
  orderId?: string;
}

const params = (storeId: number, period: InvoicePeriod) => ({
  store_id: storeId,
  from: period.from || undefined,
  to: period.to || undefined,
  order_id: period.orderId || undefined,
});

/** A page of the store's invoices and credit notes of a period, in the order they were issued. */
export function useInvoices(storeId: number, period: InvoicePeriod, page: { page: number; perPage: number }) {
  return useQuery({
    queryKey: ['invoices', storeId, period, page],
    queryFn: async ({ signal }) =>
      invoiceListResponse.parse(
        (
          await adminCall(
            orderRoutes.invoices,
            { query: { ...params(storeId, period), page: page.page, per_page: page.perPage } },
            { signal },
          )
        ).data,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Saves a file the API answers (with the merchant's token, so not a plain link) under its name. */
async function save(answer: Promise<AxiosResponse<Blob>>, fileName: string) {
  const response = await answer;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

export function downloadDocument(storeId: number, id: number, number: string, format: 'pdf' | 'xml') {
  return save(
    adminFile(orderRoutes.invoice, { params: { id, format }, query: { store_id: storeId } }),
    `${number}.${format}`,
  );
}

export function downloadArchive(storeId: number, period: InvoicePeriod) {
  return save(
    adminFile(orderRoutes.invoiceArchive, { query: params(storeId, { from: period.from, to: period.to }) }),
    `invoices_${period.from || 'start'}_${period.to || 'now'}.zip`,
  );
}
