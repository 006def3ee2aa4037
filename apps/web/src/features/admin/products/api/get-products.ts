import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEnvelope, productSummary, type ProductStatus } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { productKeys } from './product-keys';

const productListResponse = listEnvelope(productSummary);

export interface ProductFilters {
  search: string;
  status: ProductStatus | '';
  page: number;
}

export const PRODUCTS_PER_PAGE = 20;

export async function getProducts(storeId: number, { search, status, page }: ProductFilters) {
  const response = await adminApi.get('v1/admin/product', {
    params: {
      store_id: storeId,
      search: search.trim() || undefined,
      status: status || undefined,
      page,
      per_page: PRODUCTS_PER_PAGE,
    },
  });
  return productListResponse.parse(response.data);
}

export const productsQueryOptions = (storeId: number, filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(storeId, filters),
    queryFn: () => getProducts(storeId, filters),
    // While the next page or search loads, the last answer stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useProducts(storeId: number, filters: ProductFilters) {
  return useQuery(productsQueryOptions(storeId, filters));
}
