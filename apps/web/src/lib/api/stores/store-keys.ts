/**
 * Query keys of the merchant's stores, from broad to narrow: every feature that reads or changes a
 * store names its cache entry here, so a change made in one feature refreshes what another shows.
 */
export const storeKeys = {
  all: () => ['stores'] as const,
  list: () => [...storeKeys.all(), 'list'] as const,
  detail: (storeId: number) => [...storeKeys.all(), 'detail', storeId] as const,
};
