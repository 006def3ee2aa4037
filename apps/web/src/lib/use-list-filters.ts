import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

export interface ListFilters<Status extends string> {
  search: string;
  status: Status | '';
  page: number;
}

const SEARCH_DELAY_MS = 300;

/**
 * A list's search, status and page, kept in the address: Back from a detail page returns to the same
 * results, and a filtered list can be shared. Statuses not in `statuses` read as no filter. The search
 * field's text (`search`) reaches the address once typing pauses, so a search is not a call per key.
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ListFilters<Status> = {
    search: params.get('search') ?? '',
    status: statuses.includes(status as Status) ? (status as Status) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const update = (next: Partial<ListFilters<Status>>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.search) search.set('search', merged.search);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  useEffect(() => {
    if (settledSearch !== filters.search) update({ search: settledSearch });
    // Only a settled search changes the address; the filters themselves follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const clear = () => {
    setSearch('');
    update({ search: '', status: '' });
  };

  return { filters, update, search, setSearch, clear, filtered: Boolean(filters.search || filters.status) };
}
