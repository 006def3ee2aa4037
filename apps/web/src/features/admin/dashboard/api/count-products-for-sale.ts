import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEnvelope, productRoutes, productSummary } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const productListResponse = listEnvelope(productSummary);

/** How many of the store's products are for sale: one page of one answers it in its meta. */
export async function countProductsForSale(storeId: number): Promise<number> {
  const response = await adminCall(productRoutes.products, {
    query: { store_id: storeId, status: 'for_sale', page: 1, per_page: 1 },
  });
  return productListResponse.parse(response.data).meta.total;
}

export function useProductsForSale(storeId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...productKeys.all(storeId), 'for-sale-count'],
      queryFn: () => countProductsForSale(storeId),
    }),
  );
}
