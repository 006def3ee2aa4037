import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, product, type Product, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from './product-keys';

const productResponse = envelope(product);

export async function getProduct(storeId: number, productId: number): Promise<Product> {
  const response = await adminCall(productRoutes.product, {
    params: { id: productId },
    query: { store_id: storeId },
  });
  return productResponse.parse(response.data).data;
}

/** One product, cached once for the editor and for the storefronts that list it. */
export const productQueryOptions = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: productKeys.detail(storeId, productId),
    queryFn: () => getProduct(storeId, productId),
    retry: false,
  });

/** A product id that is not a positive whole number (a typo in the address) asks nothing. */
export function useProduct(storeId: number, productId: number) {
  return useQuery({ ...productQueryOptions(storeId, productId), enabled: productId > 0 });
}
