import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateStoreRequest, envelope, store, storeRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { storeKeys } from '@/lib/api/stores/store-keys';

const storeResponse = envelope(store);

export async function createStore(body: CreateStoreRequest) {
  const response = await adminCall(storeRoutes.createStore, { body });
  return storeResponse.parse(response.data).data;
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: async (created) => {
      queryClient.setQueryData(storeKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: storeKeys.list() });
    },
  });
}
