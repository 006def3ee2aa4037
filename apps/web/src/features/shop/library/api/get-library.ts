import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes, type LibraryPage } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { statusOf } from '@/lib/api/errors';
import { resetShopperSession } from '@/lib/auth/shopper-session';
import { currentSlug } from '@/lib/host';

/**
 * A page of the signed-in buyer's paid orders in this store. A 401 means the access token is no longer
 * any good (expired, or another store's), so the shopper's sign-in goes and the page asks for a link.
 */
export async function getLibrary(slug: string, page: number, signal?: AbortSignal): Promise<LibraryPage> {
  try {
    const response = await shopCall(
      shopRoutes.library,
      { params: { storeSlug: slug }, query: { page } },
      { signal },
    );
    return response.data;
  } catch (error) {
    if (statusOf(error) === 401) resetShopperSession();
    throw error;
  }
}

export const libraryQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['library', slug, page],
    queryFn: ({ signal }) => getLibrary(slug, page, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useLibrary(page: number) {
  return useQuery(libraryQueryOptions(currentSlug(), page));
}
