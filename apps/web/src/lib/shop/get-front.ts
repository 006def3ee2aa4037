import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Front } from '@platform/contract';
import { shopApi } from '../api/client';
import { currentSlug } from '../host';
import { HOME_FRONT_ID } from '@platform/contract';

/** A front page: the store's home (`home`) or a published storefront by its slug; 404 when there is none. */
export async function getFront(slug: string, frontId: string): Promise<Front> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
  const response = await shopApi.get<{ data: Front }>(
    `v1/store/${encodeURIComponent(slug)}/front/${encodeURIComponent(frontId)}`,
  );
  return response.data.data;
}

export const frontQueryOptions = (slug: string, frontId: string) =>
  queryOptions({
    queryKey: ['front', slug, frontId],
    queryFn: () => getFront(slug, frontId),
    staleTime: 60_000,
  });

/** `enabled: false` for a page that needs a front only in some of its routes. */
export function useFront(frontId: string = HOME_FRONT_ID, { enabled = true } = {}) {
  return useQuery({ ...frontQueryOptions(currentSlug(), frontId), enabled });
}
