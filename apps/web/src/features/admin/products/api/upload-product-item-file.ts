import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, type Product, productItem, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';
import { uploadPercent } from '@/lib/api/upload-percent';

const itemResponse = envelope(productItem);

interface UploadFile {
  file: File;
  /** Replaces the file of this item; without it the server creates a new file item. */
  itemId?: number;
  /** With `itemId`: the orders already paid get the new file too; otherwise they keep theirs. */
  updateExistingBuyers?: boolean;
  onProgress: (percent: number) => void;
}

export async function uploadProductItemFile(
  storeId: number,
  productId: number,
  { file, itemId, updateExistingBuyers = false, onProgress }: UploadFile,
) {
  const form = new FormData();
  form.append('store_id', String(storeId));
  form.append('product_id', String(productId));
  if (itemId !== undefined) {
    form.append('product_item_id', String(itemId));
    form.append('update_existing_buyers', String(updateExistingBuyers));
  }
  form.append('file', file);
  const response = await adminCall(
    productRoutes.uploadItemFile,
    { body: form },
    {
      onUploadProgress: (event) => onProgress(uploadPercent(event)),
    },
  );
  return itemResponse.parse(response.data).data;
}

export function useUploadProductItemFile(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: UploadFile) => uploadProductItemFile(storeId, productId, upload),
    onSuccess: (item) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) => {
        if (!current) return current;
        const known = current.items.some((entry) => entry.id === item.id);
        return {
          ...current,
          items: known
            ? current.items.map((entry) => (entry.id === item.id ? item : entry))
            : [...current.items, item],
        };
      });
    },
  });
}
