import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Front } from '@platform/contract';
import { shopApi } from '../api/client';
import { takeInitialData } from '../api/initial-answers';
import { currentSlug } from '../host';
import { HOME_FRONT_ID } from '@platform/contract';

/** A front page: the store's home (`home`) or a published storefront by its slug; 404 when there is none. */
const frontPath = (slug: string, frontId: string) =>
  `v1/store/${encodeURIComponent(slug)}/front/${encodeURIComponent(frontId)}`;

export async function getFront(slug: string, frontId: string): Promise<Front> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopApi.get<{ data: Front }>(frontPath(slug, frontId));
  return response.data.data;
}

export const frontQueryOptions = (slug: string, frontId: string) =>
  queryOptions({
    queryKey: ['front', slug, frontId],
    queryFn: () => getFront(slug, frontId),
    initialData: () => takeInitialData<Front>(frontPath(slug, frontId)),
    staleTime: 60_000,
  });

/** `enabled: false` for a page that needs a front only in some of its routes. */
export function useFront(frontId: string = HOME_FRONT_ID, { enabled = true } = {}) {
  return useQuery({ ...frontQueryOptions(currentSlug(), frontId), enabled });
}
