import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Product, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

export async function deleteProductItem(storeId: number, productId: number, itemId: number): Promise<void> {
  await adminCall(productRoutes.deleteItem, {
    params: { id: productId, itemId },
    query: { store_id: storeId },
  });
}

export function useDeleteProductItem(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => deleteProductItem(storeId, productId, itemId),
    onSuccess: (_result, itemId) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current ? { ...current, items: current.items.filter((item) => item.id !== itemId) } : current,
      );
    },
  });
}
