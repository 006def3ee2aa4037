import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminLicenseKey, listEnvelope, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const listResponse = listEnvelope(adminLicenseKey);

export const LICENSE_KEYS_PER_PAGE = 20;

export const licenseKeysKey = (storeId: number, itemId: number) =>
  [...productKeys.all(storeId), 'license-keys', itemId] as const;

export async function getLicenseKeys(storeId: number, productId: number, itemId: number, page: number) {
  const response = await adminCall(productRoutes.licenseKeys, {
    params: { id: productId, itemId },
    query: { store_id: storeId, page, per_page: LICENSE_KEYS_PER_PAGE },
  });
  return listResponse.parse(response.data);
}

const licenseKeysQueryOptions = (storeId: number, productId: number, itemId: number, page: number) =>
  queryOptions({
    queryKey: [...licenseKeysKey(storeId, itemId), page],
    queryFn: () => getLicenseKeys(storeId, productId, itemId, page),
    placeholderData: keepPreviousData,
  });

/** A page of an item's keys with who holds each. */
export function useLicenseKeys(storeId: number, productId: number, itemId: number, page: number) {
  return useQuery(licenseKeysQueryOptions(storeId, productId, itemId, page));
}
