/** Query keys of this feature, so every mutation knows what it makes stale. */
export const storefrontKeys = {
  list: (storeId: number) => ['storefronts', storeId, 'list'] as const,
  detail: (storeId: number, storefrontId: number) =>
    ['storefronts', storeId, 'detail', storefrontId] as const,
  productSearch: (storeId: number, search: string) =>
    ['storefronts', storeId, 'product-search', search] as const,
  product: (storeId: number, productId: number) => ['storefronts', storeId, 'product', productId] as const,
};
