import { PRODUCT_STATUSES } from '@platform/contract';
import { useListFilters } from '@/lib/use-list-filters';

/** The product list's search, status and page, kept in the address. */
export function useProductFilters() {
  return useListFilters(PRODUCT_STATUSES);
}
