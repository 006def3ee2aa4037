import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, product, type CreateProductRequest } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const productResponse = envelope(product);

export async function createProduct(body: CreateProductRequest) {
  const response = await adminApi.post('v1/admin/product', body);
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
