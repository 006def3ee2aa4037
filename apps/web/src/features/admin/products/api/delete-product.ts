import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

export async function deleteProduct(storeId: number, productId: number): Promise<void> {
  await adminApi.delete(`v1/admin/product/${productId}`, {
    params: { store_id: storeId },
    data: { store_id: storeId },
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
