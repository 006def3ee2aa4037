import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  envelope,
  type Product,
  productItem,
  productRoutes,
  type UpdateProductItemRequest,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const itemResponse = envelope(productItem);

export async function updateProductItem(productId: number, itemId: number, body: UpdateProductItemRequest) {
  const response = await adminCall(productRoutes.updateItem, { params: { id: productId, itemId }, body });
  return itemResponse.parse(response.data).data;
}

export function useUpdateProductItem(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...body }: Omit<UpdateProductItemRequest, 'store_id'> & { itemId: number }) =>
      updateProductItem(productId, itemId, { ...body, store_id: storeId }),
    onSuccess: (item) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current
          ? { ...current, items: current.items.map((entry) => (entry.id === item.id ? item : entry)) }
          : current,
      );
    },
  });
}
