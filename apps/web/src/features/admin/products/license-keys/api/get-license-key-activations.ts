import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLicenseActivation, listEnvelope, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import type { KeyItemAddress } from './license-key-changes';
import { licenseKeysKey } from './get-license-keys';

const listResponse = listEnvelope(adminLicenseActivation);

/** The instances shown of one key: a program activated on more than this is rare and still counted. */
export const ACTIVATIONS_SHOWN = 50;

export async function getLicenseKeyActivations(at: KeyItemAddress, keyId: number) {
  const response = await adminCall(productRoutes.licenseKeyActivations, {
    params: { id: at.productId, itemId: at.itemId, keyId },
    query: { store_id: at.storeId, per_page: ACTIVATIONS_SHOWN },
  });
  return listResponse.parse(response.data);
}

const activationsQueryOptions = (at: KeyItemAddress, keyId: number) =>
  queryOptions({
    // Under the item's keys, so a change to a key reads its instances again too.
    queryKey: [...licenseKeysKey(at.storeId, at.itemId), 'activations', keyId],
    queryFn: () => getLicenseKeyActivations(at, keyId),
  });

/** The instances one key is activated on, the latest first. */
export function useLicenseKeyActivations(at: KeyItemAddress, keyId: number) {
  return useQuery(activationsQueryOptions(at, keyId));
}
