/** Query keys of this feature, so every action knows what it makes stale. */
export const orderKeys = {
  all: (storeId: number) => ['orders', storeId] as const,
  list: (storeId: number, filters: object) => ['orders', storeId, 'list', filters] as const,
  detail: (storeId: number, orderId: string) => ['orders', storeId, 'detail', orderId] as const,
};
