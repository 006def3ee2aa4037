import { useQueries } from '@tanstack/react-query';
import { envelope, product, type Product } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { storefrontKeys } from './storefront-keys';

const productResponse = envelope(product);

export async function getProduct(storeId: number, productId: number): Promise<Product> {
  const response = await adminApi.get(`v1/admin/product/${productId}`, { params: { store_id: storeId } });
  return productResponse.parse(response.data).data;
}

/**
 * The products a storefront holds, for their names and pictures. The API lists products by search
 * and page, not by id, so each is fetched (and cached) on its own.
 */
export function useProductsById(storeId: number, productIds: number[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: storefrontKeys.product(storeId, productId),
      queryFn: () => getProduct(storeId, productId),
      staleTime: 60_000,
      retry: false,
    })),
    combine: (results) => {
      const byId = new Map<number, Product>();
      const missing = new Set<number>();
      results.forEach((result, index) => {
        if (result.data) byId.set(result.data.id, result.data);
        else if (result.isError) missing.add(productIds[index] ?? 0);
      });
      return { byId, missing };
    },
  });
}
