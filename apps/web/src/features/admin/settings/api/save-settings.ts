import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SettingsChanges, settingsResponse, type SettingsValues, storeRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';
import { storeKeys } from '@/lib/api/stores/store-keys';

export async function saveSettings(storeId: number, settings: SettingsChanges): Promise<SettingsValues> {
  const response = await adminCall(storeRoutes.saveSettings, { body: { store_id: storeId, settings } });
  return settingsResponse.parse(response.data).data;
}

export function useSaveSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SettingsChanges) => saveSettings(storeId, settings),
    // Colour, logo and test mode show in the header and the store's own record, so it refreshes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.allValues(storeId) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) }),
      ]),
  });
}
