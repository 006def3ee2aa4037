import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, publicStore, type PublicStore } from '@platform/contract';
import { shopApi } from './api/client';
import { currentSlug } from './host';

const publicStoreResponse = envelope(publicStore);

export async function getPublicStore(slug: string): Promise<PublicStore> {
  const response = await shopApi.get(`v1/store/${encodeURIComponent(slug)}`);
  return publicStoreResponse.parse(response.data).data;
}

/** The shop of this host (its slug is the host's first label), shared by the header and the pages. */
export const publicStoreQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['public-store', slug], queryFn: () => getPublicStore(slug), staleTime: 60_000 });

export function usePublicStore() {
  return useQuery(publicStoreQueryOptions(currentSlug()));
}
