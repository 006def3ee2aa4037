import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateStorefrontRequest, envelope, storefront, storefrontRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storefrontKeys } from '@/lib/api/storefronts/storefront-keys';

const storefrontResponse = envelope(storefront);

export async function createStorefront(body: CreateStorefrontRequest) {
  const response = await adminCall(storefrontRoutes.create, { body });
  return storefrontResponse.parse(response.data).data;
}

export function useCreateStorefront(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStorefront,
    onSuccess: async (created) => {
      queryClient.setQueryData(storefrontKeys.detail(storeId, created.id), created);
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.list(storeId) });
    },
  });
}
