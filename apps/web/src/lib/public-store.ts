import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStore } from '@platform/contract';
import { shopApi } from './api/client';
import { takeInitialData } from './api/initial-answers';
import { currentSlug } from './host';

const storePath = (slug: string) => `v1/store/${encodeURIComponent(slug)}`;

export async function getPublicStore(slug: string): Promise<PublicStore> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopApi.get<{ data: PublicStore }>(storePath(slug));
  return response.data.data;
}

/** The shop of this host (its slug is the host's first label), shared by the header and the pages. */
export const publicStoreQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-store', slug],
    queryFn: () => getPublicStore(slug),
    initialData: () => takeInitialData<PublicStore>(storePath(slug)),
    staleTime: 60_000,
  });

export function usePublicStore() {
  return useQuery(publicStoreQueryOptions(currentSlug()));
}
