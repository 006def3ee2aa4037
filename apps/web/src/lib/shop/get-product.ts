import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey, SHOP_ANSWER_PATHS, shopRoutes, type PublicProduct } from '@platform/contract';
import { shopCall } from '../api/client';
import { takeInitialData } from '../api/initial-answers';
import { currentSlug } from '../host';

/** A product by its slug (or id); 404 when it is not for sale or not public. */
export async function getProduct(slug: string, idOrSlug: string): Promise<PublicProduct> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopCall(shopRoutes.product, { params: { storeSlug: slug, productId: idOrSlug } });
  return response.data.data;
}

export const productQueryOptions = (slug: string, idOrSlug: string) =>
  queryOptions({
    queryKey: routeKey(shopRoutes.product, { params: { storeSlug: slug, productId: idOrSlug } }),
    queryFn: () => getProduct(slug, idOrSlug),
    initialData: () => takeInitialData<PublicProduct>(SHOP_ANSWER_PATHS.product(slug, idOrSlug)),
    staleTime: 60_000,
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(currentSlug(), idOrSlug));
}
