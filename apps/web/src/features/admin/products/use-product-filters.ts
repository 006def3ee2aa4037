import { PRODUCT_STATUSES } from '@platform/contract';
import { useListFilters } from '@/lib/use-list-filters';

/** The choices of the list's status filter: a status, or the archived products (deleted but sold). */
const PRODUCT_LIST_FILTERS = [...PRODUCT_STATUSES, 'archived'] as const;
export type ProductListFilter = (typeof PRODUCT_LIST_FILTERS)[number];

/** The product list's search, status and page, kept in the address. */
export function useProductFilters() {
  return useListFilters(PRODUCT_LIST_FILTERS);
}
