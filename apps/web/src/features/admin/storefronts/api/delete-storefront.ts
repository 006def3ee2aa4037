import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storefrontRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storefrontKeys } from '@/lib/api/storefronts/storefront-keys';

export async function deleteStorefront(storeId: number, storefrontId: number): Promise<void> {
  await adminCall(storefrontRoutes.remove, { params: { id: storefrontId }, query: { store_id: storeId } });
}

export function useDeleteStorefront(storeId: number, storefrontId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStorefront(storeId, storefrontId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: storefrontKeys.detail(storeId, storefrontId) });
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.list(storeId) });
    },
  });
}
