import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_FRONT_ID, routeKey, SHOP_ANSWER_PATHS, shopRoutes, type Front } from '@platform/contract';
import { shopCall } from '../api/client';
import { takeInitialData } from '../api/initial-answers';
import { currentSlug } from '../host';

/** A front page: the store's home (`home`) or a published storefront by its slug; 404 when there is none. */
export async function getFront(slug: string, frontId: string): Promise<Front> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopCall(shopRoutes.front, { params: { storeSlug: slug, frontId } });
  return response.data.data;
}

export const frontQueryOptions = (slug: string, frontId: string) =>
  queryOptions({
    queryKey: routeKey(shopRoutes.front, { params: { storeSlug: slug, frontId } }),
    queryFn: () => getFront(slug, frontId),
    initialData: () => takeInitialData<Front>(SHOP_ANSWER_PATHS.front(slug, frontId)),
    staleTime: 60_000,
  });

/** `enabled: false` for a page that needs a front only in some of its routes. */
export function useFront(frontId: string = HOME_FRONT_ID, { enabled = true } = {}) {
  return useQuery({ ...frontQueryOptions(currentSlug(), frontId), enabled });
}
