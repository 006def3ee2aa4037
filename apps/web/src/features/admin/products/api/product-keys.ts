/** Query keys of this feature, so every mutation knows what it makes stale. */
export const productKeys = {
  all: (storeId: number) => ['products', storeId] as const,
  list: (storeId: number, filters: object) => ['products', storeId, 'list', filters] as const,
  detail: (storeId: number, productId: number) => ['products', storeId, 'detail', productId] as const,
};
