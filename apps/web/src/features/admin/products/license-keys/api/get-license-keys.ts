import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminLicenseKey, listEnvelope, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const listResponse = listEnvelope(adminLicenseKey);

export const LICENSE_KEYS_PER_PAGE = 20;

export const licenseKeysKey = (storeId: number, itemId: number) =>
  [...productKeys.all(storeId), 'license-keys', itemId] as const;

export async function getLicenseKeys(
  storeId: number,
  productId: number,
  itemId: number,
  { page, search }: LicenseKeysPage,
) {
  const response = await adminCall(productRoutes.licenseKeys, {
    params: { id: productId, itemId },
    query: { store_id: storeId, page, per_page: LICENSE_KEYS_PER_PAGE, ...(search ? { search } : {}) },
  });
  return listResponse.parse(response.data);
}

/** A page of the list, of the keys whose text or holder's e-mail address holds `search`. */
export interface LicenseKeysPage {
  page: number;
  search: string;
}

const licenseKeysQueryOptions = (storeId: number, productId: number, itemId: number, at: LicenseKeysPage) =>
  queryOptions({
    queryKey: [...licenseKeysKey(storeId, itemId), at.page, at.search],
    queryFn: () => getLicenseKeys(storeId, productId, itemId, at),
    placeholderData: keepPreviousData,
  });

/** A page of an item's keys with who holds each, found by key or e-mail address. */
export function useLicenseKeys(storeId: number, productId: number, itemId: number, at: LicenseKeysPage) {
  return useQuery(licenseKeysQueryOptions(storeId, productId, itemId, at));
}
