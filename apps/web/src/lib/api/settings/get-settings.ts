import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SettingName, settingsResponse, type SettingsValues, storeRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from './settings-keys';

export async function getSettings(storeId: number, names: readonly SettingName[]): Promise<SettingsValues> {
  const response = await adminCall(storeRoutes.settings, {
    query: { store_id: storeId, names: names.join(',') },
  });
  return settingsResponse.parse(response.data).data;
}

export const settingsQueryOptions = (storeId: number, names: readonly SettingName[]) =>
  queryOptions({ queryKey: settingsKeys.values(storeId, names), queryFn: () => getSettings(storeId, names) });

/** The named settings of one store, each tab asking only for its own. */
export function useSettings(storeId: number, names: readonly SettingName[]) {
  return useQuery(settingsQueryOptions(storeId, names));
}
