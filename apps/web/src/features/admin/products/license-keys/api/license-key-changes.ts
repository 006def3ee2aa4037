import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminLicenseKey,
  envelope,
  productRoutes,
  type AdminLicenseKey,
  type LicenseKeyAction,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';
import { licenseKeysKey } from './get-license-keys';

const keyResponse = envelope(adminLicenseKey);

/** The item a key belongs to, as its routes name it. */
export interface KeyItemAddress {
  storeId: number;
  productId: number;
  itemId: number;
}

export async function runLicenseKeyAction(at: KeyItemAddress, keyId: number, action: LicenseKeyAction) {
  const response = await adminCall(productRoutes.licenseKeyAction, {
    params: { id: at.productId, itemId: at.itemId, keyId, action },
    body: { store_id: at.storeId },
  });
  return keyResponse.parse(response.data).data;
}

export async function replaceLicenseKey(at: KeyItemAddress, keyId: number, key: string) {
  const response = await adminCall(productRoutes.replaceLicenseKey, {
    params: { id: at.productId, itemId: at.itemId, keyId },
    body: { store_id: at.storeId, key },
  });
  return keyResponse.parse(response.data).data;
}

/**
 * After a key changed: its list, its instances, and the item's pool counts (a disabled pool key is
 * no longer available) are read again.
 */
function useRefreshAfterKeyChange(at: KeyItemAddress) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: licenseKeysKey(at.storeId, at.itemId) }),
      queryClient.invalidateQueries({ queryKey: productKeys.detail(at.storeId, at.productId) }),
    ]);
}

/** Disables, enables or frees the activations of one key. */
export function useLicenseKeyAction(at: KeyItemAddress) {
  const refresh = useRefreshAfterKeyChange(at);
  return useMutation({
    mutationFn: ({ keyId, action }: { keyId: number; action: LicenseKeyAction }): Promise<AdminLicenseKey> =>
      runLicenseKeyAction(at, keyId, action),
    onSuccess: refresh,
  });
}

/** Gives one key a new text (empty: drawn from a generated item's pattern). */
export function useReplaceLicenseKey(at: KeyItemAddress) {
  const refresh = useRefreshAfterKeyChange(at);
  return useMutation({
    mutationFn: ({ keyId, key }: { keyId: number; key: string }) => replaceLicenseKey(at, keyId, key),
    onSuccess: refresh,
  });
}
