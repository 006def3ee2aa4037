import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, store, type CreateStoreRequest } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { storeQueryOptions } from '@/lib/stores/get-store';
import { storesQueryOptions } from './get-stores';

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
      queryClient.setQueryData(storeQueryOptions(created.id).queryKey, created);
      await queryClient.invalidateQueries({ queryKey: storesQueryOptions().queryKey, exact: true });
    },
  });
}
