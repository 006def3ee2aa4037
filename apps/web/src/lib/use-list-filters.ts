import { useSearchParams } from 'react-router';

export interface ListFilters<Status extends string> {
  search: string;
  status: Status | '';
  page: number;
}

/**
 * A list's search, status and page, kept in the address: Back from a detail page returns to the same
 * results, and a filtered list can be shared. Statuses not in `statuses` read as no filter.
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ListFilters<Status> = {
    search: params.get('search') ?? '',
    status: statuses.includes(status as Status) ? (status as Status) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };

  const update = (next: Partial<ListFilters<Status>>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.search) search.set('search', merged.search);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  return { filters, update };
}
