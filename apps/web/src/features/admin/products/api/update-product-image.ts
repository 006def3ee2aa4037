import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, type Product, productImage, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const imageResponse = envelope(productImage);

export async function updateProductImage(
  storeId: number,
  productId: number,
  imageId: number,
  description: string,
) {
  const response = await adminCall(productRoutes.updateImage, {
    params: { id: productId, imageId },
    body: { store_id: storeId, description },
  });
  return imageResponse.parse(response.data).data;
}

export function useUpdateProductImage(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, description }: { imageId: number; description: string }) =>
      updateProductImage(storeId, productId, imageId, description),
    onSuccess: (image) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current
          ? { ...current, images: current.images.map((entry) => (entry.id === image.id ? image : entry)) }
          : current,
      );
    },
  });
}
