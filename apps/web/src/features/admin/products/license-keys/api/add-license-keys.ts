import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addLicenseKeysResponse, envelope, type Product, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';
import { licenseKeysKey } from './get-license-keys';

const response = envelope(addLicenseKeysResponse);

export async function addLicenseKeys(storeId: number, productId: number, itemId: number, keys: string) {
  const answer = await adminCall(productRoutes.addLicenseKeys, {
    params: { id: productId, itemId },
    body: { store_id: storeId, keys },
  });
  return response.parse(answer.data).data;
}

/** Adds keys to an item's pool; the item's counts and its key list follow. */
export function useAddLicenseKeys(storeId: number, productId: number, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string) => addLicenseKeys(storeId, productId, itemId, keys),
    onSuccess: ({ pool }) => {
      queryClient.setQueryData<Product>(productKeys.detail(storeId, productId), (current) =>
        current
          ? {
              ...current,
              items: current.items.map((item) =>
                item.id === itemId && item.license
                  ? { ...item, license: { ...item.license, ...pool } }
                  : item,
              ),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: licenseKeysKey(storeId, itemId) });
    },
  });
}
