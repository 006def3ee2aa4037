import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey, SHOP_ANSWER_PATHS, shopRoutes, type StoreLegalTexts } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { takeInitialData } from '@/lib/api/initial-answers';
import { currentSlug } from '@/lib/host';

/** The texts of the store's terms and privacy policy ('' for one that is a link or none). */
export async function getLegalTexts(slug: string): Promise<StoreLegalTexts> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopCall(shopRoutes.legal, { params: { storeSlug: slug } });
  return response.data.data;
}

export const legalTextsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: routeKey(shopRoutes.legal, { params: { storeSlug: slug } }),
    queryFn: () => getLegalTexts(slug),
    initialData: () => takeInitialData<StoreLegalTexts>(SHOP_ANSWER_PATHS.legal(slug)),
    staleTime: 60_000,
  });

/** Asked only when the store has a document as text: links need nothing more than the store. */
export function useLegalTexts(enabled: boolean) {
  return useQuery({ ...legalTextsQueryOptions(currentSlug()), enabled });
}
