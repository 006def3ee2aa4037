import type { SettingName } from '@platform/contract';

/** Query keys of this feature. The store's own key is the admin header's, so saving refreshes it. */
export const settingsKeys = {
  store: (storeId: number) => ['stores', storeId] as const,
  storeList: () => ['stores'] as const,
  values: (storeId: number, names: readonly SettingName[]) =>
    ['settings', storeId, 'values', [...names].sort().join(',')] as const,
  allValues: (storeId: number) => ['settings', storeId, 'values'] as const,
  storefronts: (storeId: number) => ['storefronts', storeId, 'list'] as const,
  allStorefronts: (storeId: number) => ['storefronts', storeId] as const,
  providers: (storeId: number) => ['settings', storeId, 'payment-providers'] as const,
};
