import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateProductRequest, envelope, product, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const productResponse = envelope(product);

export async function createProduct(body: CreateProductRequest) {
  const response = await adminCall(productRoutes.createProduct, { body });
  return productResponse.parse(response.data).data;
}

export function useCreateProduct(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (created) => {
      queryClient.setQueryData(productKeys.detail(storeId, created.id), created);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists(storeId) });
    },
  });
}
