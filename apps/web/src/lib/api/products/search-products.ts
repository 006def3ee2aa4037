import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEnvelope, productRoutes, productSummary } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const productListResponse = listEnvelope(productSummary);
const PICKER_SIZE = 20;

/** The store's products matching a search, newest first: the candidates for a storefront or a discount code. */
export async function searchProducts(storeId: number, search: string) {
  const response = await adminCall(productRoutes.products, {
    query: { store_id: storeId, search: search.trim() || undefined, per_page: PICKER_SIZE },
  });
  return productListResponse.parse(response.data);
}

export const productSearchQueryOptions = (storeId: number, search: string) =>
  queryOptions({
    queryKey: productKeys.search(storeId, search.trim()),
    queryFn: () => searchProducts(storeId, search),
    placeholderData: keepPreviousData,
  });

export function useProductSearch(storeId: number, search: string) {
  return useQuery(productSearchQueryOptions(storeId, search));
}
