/**
 * Query keys of a store's products, from broad to narrow. A product is cached once, under `detail`,
 * whichever page reads it (the editor, or a storefront listing its products).
 */
export const productKeys = {
  all: (storeId: number) => ['products', storeId] as const,
  lists: (storeId: number) => [...productKeys.all(storeId), 'list'] as const,
  list: (storeId: number, filters: object) => [...productKeys.lists(storeId), filters] as const,
  search: (storeId: number, search: string) => [...productKeys.all(storeId), 'search', search] as const,
  detail: (storeId: number, productId: number) => [...productKeys.all(storeId), 'detail', productId] as const,
};
