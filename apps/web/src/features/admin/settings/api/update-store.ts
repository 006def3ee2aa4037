import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, store, storeRoutes, type UpdateStoreRequest } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';
import { storeKeys } from '@/lib/api/stores/store-keys';

const storeResponse = envelope(store);

export async function updateStore(storeId: number, body: UpdateStoreRequest) {
  const response = await adminCall(storeRoutes.updateStore, { params: { id: storeId }, body });
  return storeResponse.parse(response.data).data;
}

export function useUpdateStore(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoreRequest) => updateStore(storeId, body),
    onSuccess: async (saved) => {
      // The header shows the name and the test-mode badge at once; the store pulldown lists the name.
      queryClient.setQueryData(storeKeys.detail(storeId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.list() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.allValues(storeId) }),
      ]);
    },
  });
}
