import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEnvelope, productRoutes, productSummary } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import type { ListFilters } from '@/lib/use-list-filters';
import type { ProductListFilter } from '../use-product-filters';
import { productKeys } from '@/lib/api/products/product-keys';

const productListResponse = listEnvelope(productSummary);

export type ProductFilters = ListFilters<ProductListFilter>;

/** The filters of the address bar, and the page size of the merchant's preferences. */
export interface ProductListQuery extends ProductFilters {
  perPage: number;
}

export async function getProducts(storeId: number, { search, status, page, perPage }: ProductListQuery) {
  const response = await adminCall(productRoutes.products, {
    query: {
      store_id: storeId,
      search: search.trim() || undefined,
      ...(status === 'archived' ? { archived: 'true' } : { status: status || undefined }),
      page,
      per_page: perPage,
    },
  });
  return productListResponse.parse(response.data);
}

export const productsQueryOptions = (storeId: number, filters: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(storeId, filters),
    queryFn: () => getProducts(storeId, filters),
    // While the next page or search loads, the last answer stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useProducts(storeId: number, filters: ProductListQuery) {
  return useQuery(productsQueryOptions(storeId, filters));
}
