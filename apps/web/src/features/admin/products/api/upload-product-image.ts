import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, type Product, productImage, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';
import { uploadPercent } from '@/lib/api/upload-percent';

const imageResponse = envelope(productImage);

interface UploadImage {
  file: File;
  onProgress: (percent: number) => void;
}

export async function uploadProductImage(
  storeId: number,
  productId: number,
  { file, onProgress }: UploadImage,
) {
  const form = new FormData();
  form.append('store_id', String(storeId));
  form.append('product_id', String(productId));
  form.append('file', file);
  const response = await adminCall(
    productRoutes.uploadProductImage,
    { body: form },
    {
      onUploadProgress: (event) => onProgress(uploadPercent(event)),
    },
  );
  return imageResponse.parse(response.data).data;
}

export function useUploadProductImage(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: UploadImage) => uploadProductImage(storeId, productId, upload),
    onSuccess: async (image) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current ? { ...current, images: [...current.images, image] } : current,
      );
      await queryClient.invalidateQueries({ queryKey: productKeys.lists(storeId) });
    },
  });
}
