import { useQueries } from '@tanstack/react-query';
import type { Product } from '@platform/contract';
import { productQueryOptions } from '@/lib/api/products/get-product';

/**
 * The products a storefront holds, for their names and pictures. The API lists products by search
 * and page, not by id, so each is fetched on its own, under the product's one cache entry.
 */
export function useProductsById(storeId: number, productIds: number[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      ...productQueryOptions(storeId, productId),
      staleTime: 60_000,
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
