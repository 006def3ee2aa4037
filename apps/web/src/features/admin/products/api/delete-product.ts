import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

export async function deleteProduct(storeId: number, productId: number): Promise<void> {
  await adminCall(productRoutes.deleteProduct, {
    params: { id: productId },
    query: { store_id: storeId },
    body: { store_id: storeId },
  });
}

export function useDeleteProduct(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(storeId, productId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(storeId, productId) });
      await queryClient.invalidateQueries({ queryKey: productKeys.lists(storeId) });
    },
  });
}
