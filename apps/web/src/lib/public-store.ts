import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey, SHOP_ANSWER_PATHS, shopRoutes, type PublicStore } from '@platform/contract';
import { shopCall } from './api/client';
import { takeInitialData } from './api/initial-answers';
import { currentSlug } from './host';

export async function getPublicStore(slug: string): Promise<PublicStore> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopCall(shopRoutes.store, { params: { storeSlug: slug } });
  return response.data.data;
}

/** The shop of this host (its slug is the host's first label), shared by the header and the pages. */
export const publicStoreQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: routeKey(shopRoutes.store, { params: { storeSlug: slug } }),
    queryFn: () => getPublicStore(slug),
    initialData: () => takeInitialData<PublicStore>(SHOP_ANSWER_PATHS.store(slug)),
    staleTime: 60_000,
  });

export function usePublicStore() {
  return useQuery(publicStoreQueryOptions(currentSlug()));
}
