import type { QueryClient } from '@tanstack/react-query';
import { storesQueryOptions } from './get-stores';

/** A store's home in the admin: the page its name, its card and sign-in lead to. */
export function storeHomePath(storeId: number): string {
  return `/store/${storeId}`;
}

/**
 * Where a merchant goes once signed in: straight to the store when there is exactly one (nothing to
 * choose), else the choice of stores. The list is the one the header and the choice show, so it is
 * fetched once.
 */
export async function pathAfterSignIn(queryClient: QueryClient): Promise<string> {
  try {
    const stores = await queryClient.fetchQuery(storesQueryOptions());
    return stores.length === 1 && stores[0] ? storeHomePath(stores[0].id) : '/choose-store';
  } catch {
    // The choice of stores asks again and says what went wrong.
    return '/choose-store';
  }
}
