import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCustomerListResponse, orderRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';

/** Query keys of this feature: a store's buyers, by search and page. */
export const customerKeys = {
  all: (storeId: number) => ['customers', storeId] as const,
  list: (storeId: number, filters: object) => ['customers', storeId, 'list', filters] as const,
};

export interface CustomerListQuery {
  search: string;
  page: number;
  perPage: number;
}

/** A page of the store's buyers by address, found by the start of their address (decision 071). */
export async function getCustomers(storeId: number, { search, page, perPage }: CustomerListQuery) {
  const response = await adminCall(orderRoutes.customers, {
    query: { store_id: storeId, search: search.trim() || undefined, page, per_page: perPage },
  });
  return adminCustomerListResponse.parse(response.data);
}

const customersQueryOptions = (storeId: number, filters: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(storeId, filters),
    queryFn: () => getCustomers(storeId, filters),
    placeholderData: keepPreviousData,
  });

export function useCustomers(storeId: number, filters: CustomerListQuery) {
  return useQuery(customersQueryOptions(storeId, filters));
}
