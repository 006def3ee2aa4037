import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@platform/contract';
import type { OrderFilters } from './api/get-orders';

function isStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * The list's search, status and page live in the address, so Back from an order returns to the same
 * results and a filtered list can be shared.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: OrderFilters = {
    search: params.get('search') ?? '',
    status: isStatus(status) ? status : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };

  const update = (next: Partial<OrderFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.search) search.set('search', merged.search);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  return { filters, update };
}
