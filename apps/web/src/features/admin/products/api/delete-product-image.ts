import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Product, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

export async function deleteProductImage(storeId: number, productId: number, imageId: number): Promise<void> {
  await adminCall(productRoutes.deleteImage, {
    params: { id: productId, imageId },
    query: { store_id: storeId },
  });
}

export function useDeleteProductImage(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteProductImage(storeId, productId, imageId),
    onSuccess: async (_result, imageId) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current ? { ...current, images: current.images.filter((image) => image.id !== imageId) } : current,
      );
      await queryClient.invalidateQueries({ queryKey: productKeys.lists(storeId) });
    },
  });
}
