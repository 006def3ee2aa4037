import { orderRoutes, type AdminOrderFilters } from '@platform/contract';
import { adminFile } from '@/lib/api/admin-client';

/** Which orders to export: those the orders page lists now, or every order when left out. */
export type OrdersCsvSelection = Omit<AdminOrderFilters, 'store_id'>;

/**
 * Fetches the store's orders as CSV and hands the file to the browser as a download: the call needs the
 * merchant's token, which a plain link would not carry. Shared by the dashboard (every order) and the
 * orders page (what it lists).
 */
export async function downloadOrdersCsv(
  storeId: number,
  fileName: string,
  selection: OrdersCsvSelection = {},
): Promise<void> {
  const response = await adminFile(orderRoutes.ordersCsv, { query: { store_id: storeId, ...selection } });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
