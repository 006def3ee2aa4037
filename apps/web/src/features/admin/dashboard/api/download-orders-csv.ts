import { orderRoutes } from '@platform/contract';
import { adminFile } from '@/lib/api/admin-client';

/**
 * Fetches the store's orders as CSV and hands the file to the browser as a download: the call needs the
 * merchant's token, which a plain link would not carry.
 */
export async function downloadOrdersCsv(storeId: number, fileName: string): Promise<void> {
  const response = await adminFile(orderRoutes.ordersCsv, { query: { store_id: storeId } });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
