import { ORDER_STATUSES } from '@platform/contract';
import { useListFilters } from '@/lib/use-list-filters';

/** The order list's search, status and page, kept in the address. */
export function useOrderFilters() {
  return useListFilters(ORDER_STATUSES);
}
