/** Query keys of this feature, so every action knows what it makes stale (decision 073). */
export const subscriptionKeys = {
  all: (storeId: number) => ['subscriptions', storeId] as const,
  list: (storeId: number, filters: object) => ['subscriptions', storeId, 'list', filters] as const,
  mrr: (storeId: number) => ['subscriptions', storeId, 'mrr'] as const,
  detail: (storeId: number, id: number) => ['subscriptions', storeId, 'detail', id] as const,
};
