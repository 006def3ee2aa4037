import type { SettingName } from '@platform/contract';

/** Query keys of a store's settings, from broad to narrow; saving makes every `values` entry stale. */
export const settingsKeys = {
  all: (storeId: number) => ['settings', storeId] as const,
  allValues: (storeId: number) => [...settingsKeys.all(storeId), 'values'] as const,
  values: (storeId: number, names: readonly SettingName[]) =>
    [...settingsKeys.allValues(storeId), [...names].sort().join(',')] as const,
  providers: (storeId: number) => [...settingsKeys.all(storeId), 'payment-providers'] as const,
};
