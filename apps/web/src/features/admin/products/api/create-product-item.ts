import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateProductItemRequest,
  envelope,
  type Product,
  productItem,
  productRoutes,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const itemResponse = envelope(productItem);

export async function createProductItem(productId: number, body: CreateProductItemRequest) {
  const response = await adminCall(productRoutes.createItem, { params: { id: productId }, body });
  return itemResponse.parse(response.data).data;
}

export function useCreateProductItem(storeId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductItemRequest) => createProductItem(productId, body),
    onSuccess: (item) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current ? { ...current, items: [...current.items, item] } : current,
      );
    },
  });
}
