import { ORDER_STATUSES } from '@platform/contract';
import { useListFilters } from '@/lib/use-list-filters';

/** What narrows the order list besides its search and status: the days placed, and one buyer. */
export const ORDER_LIST_EXTRAS = ['from', 'to', 'customer'] as const;

/** The order list's search, status, days, buyer and page, kept in the address. */
export function useOrderFilters() {
  return useListFilters(ORDER_STATUSES, ORDER_LIST_EXTRAS);
}
