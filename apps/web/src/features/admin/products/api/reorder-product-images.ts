import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, type Product, productImage, type ProductImage, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const imagesResponse = envelope(z.array(productImage));

export async function reorderProductImages(storeId: number, productId: number, imageIds: number[]) {
  const response = await adminCall(productRoutes.reorderImages, {
    params: { id: productId },
    body: { store_id: storeId, image_ids: imageIds },
  });
  return imagesResponse.parse(response.data).data;
}

/** Shows the new order at once and puts the old one back if the server refuses it. */
export function useReorderProductImages(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  const key = productKeys.detail(storeId, productId);
  const setImages = (images: ProductImage[]) =>
    queryClient.setQueryData<Product>(key, (current) => (current ? { ...current, images } : current));
  return useMutation({
    mutationFn: (images: ProductImage[]) =>
      reorderProductImages(
        storeId,
        productId,
        images.map((image) => image.id),
      ),
    onMutate: (images) => {
      const previous = queryClient.getQueryData<Product>(key)?.images;
      setImages(images);
      return { previous };
    },
    onError: (_error, _images, context) => {
      if (context?.previous) setImages(context.previous);
    },
    onSuccess: async (images) => {
      setImages(images);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists(storeId) });
    },
  });
}
