import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, storefront, storefrontRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storefrontKeys } from '@/lib/api/storefronts/storefront-keys';

const storefrontResponse = envelope(storefront);

export async function setHomeStorefront(storeId: number, storefrontId: number, isHome: boolean) {
  const response = await adminCall(storefrontRoutes.update, {
    params: { id: storefrontId },
    body: { store_id: storeId, is_home: isHome },
  });
  return storefrontResponse.parse(response.data).data;
}

interface HomeChange {
  storefrontId: number;
  isHome: boolean;
}

export function useSetHomeStorefront(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storefrontId, isHome }: HomeChange) => setHomeStorefront(storeId, storefrontId, isHome),
    // Marking one storefront as home unmarks the other, so every storefront query is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.all(storeId) }),
  });
}
