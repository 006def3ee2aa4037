import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, product, productRoutes, type UpdateProductRequest } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const productResponse = envelope(product);

export async function updateProduct(productId: number, body: UpdateProductRequest) {
  const response = await adminCall(productRoutes.updateProduct, { params: { id: productId }, body });
  return productResponse.parse(response.data).data;
}

export function useUpdateProduct(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UpdateProductRequest, 'store_id'>) =>
      updateProduct(productId, { ...body, store_id: storeId }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(productKeys.detail(storeId, productId), updated);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists(storeId) });
    },
  });
}
