/** Query keys of a store's storefronts, from broad to narrow, so every change knows what it makes stale. */
export const storefrontKeys = {
  all: (storeId: number) => ['storefronts', storeId] as const,
  list: (storeId: number) => [...storefrontKeys.all(storeId), 'list'] as const,
  detail: (storeId: number, storefrontId: number) =>
    [...storefrontKeys.all(storeId), 'detail', storefrontId] as const,
};
