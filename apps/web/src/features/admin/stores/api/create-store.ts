import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, store, type CreateStoreRequest } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { storeKeys } from '@/lib/api/stores/store-keys';

const storeResponse = envelope(store);

export async function createStore(body: CreateStoreRequest) {
  const response = await adminApi.post('v1/admin/store', body);
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
