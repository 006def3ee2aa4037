import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, storefront, storefrontRoutes, type UpdateStorefrontRequest } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storefrontKeys } from '@/lib/api/storefronts/storefront-keys';

const storefrontResponse = envelope(storefront);

export async function updateStorefront(storefrontId: number, body: UpdateStorefrontRequest) {
  const response = await adminCall(storefrontRoutes.update, { params: { id: storefrontId }, body });
  return storefrontResponse.parse(response.data).data;
}

export function useUpdateStorefront(storeId: number, storefrontId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStorefrontRequest) => updateStorefront(storefrontId, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(storefrontKeys.detail(storeId, storefrontId), updated);
      // Marking one storefront as home unmarks another, so the whole list is stale.
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.list(storeId) });
    },
  });
}
