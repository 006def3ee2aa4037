import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiToken,
  type ApiToken,
  apiTokenRoutes,
  type CreateApiTokenRequest,
  createdApiToken,
  envelope,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';

const tokensKey = (storeId: number) => [...settingsKeys.all(storeId), 'api-tokens'] as const;

export function useApiTokens(storeId: number) {
  return useQuery({
    queryKey: tokensKey(storeId),
    queryFn: async () => {
      const response = await adminCall(apiTokenRoutes.list, { query: { store_id: storeId } });
      return envelope(z.array(apiToken)).parse(response.data).data;
    },
  });
}

/** Makes a token; the answer holds the token itself, which is never shown again. */
export function useCreateApiToken(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiTokenRequest) => {
      const response = await adminCall(apiTokenRoutes.create, { body });
      return envelope(createdApiToken).parse(response.data).data;
    },
    onSuccess: ({ token: _shownOnce, ...created }) =>
      queryClient.setQueryData<ApiToken[]>(tokensKey(storeId), (current) => [...(current ?? []), created]),
  });
}

export function useRevokeApiToken(storeId: number, tokenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await adminCall(apiTokenRoutes.remove, {
        params: { id: tokenId },
        query: { store_id: storeId },
      });
      return envelope(apiToken).parse(response.data).data;
    },
    onSuccess: (revoked) =>
      queryClient.setQueryData<ApiToken[]>(tokensKey(storeId), (current) =>
        current?.map((token) => (token.id === revoked.id ? revoked : token)),
      ),
  });
}
