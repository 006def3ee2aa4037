import { useQuery } from '@tanstack/react-query';
import { settingsResponse } from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';

/** The sites that may embed the store; empty means any site. */
export async function getEmbedOrigins(storeId: number): Promise<string[]> {
  const response = await adminApi.get('v1/admin/settings', {
    params: { store_id: storeId, names: 'embed_allowed_origins' },
  });
  return settingsResponse.parse(response.data).data.embed_allowed_origins ?? [];
}

/** Under the settings' own key prefix, so saving the settings makes this stale too. */
export function useEmbedOrigins(storeId: number) {
  return useQuery({
    queryKey: ['settings', storeId, 'values', 'embed_allowed_origins', 'storefronts'],
    queryFn: () => getEmbedOrigins(storeId),
  });
}
