import { useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

export interface ListFilters<Status extends string, Extra extends string = never> {
  search: string;
  status: Status | '';
  page: number;
  /** The further filters a list names (the days of the orders, a buyer), each a text in the address. */
  extra: Partial<Record<Extra, string>>;
}

const SEARCH_DELAY_MS = 300;

/**
 * A list's search, status, further filters and page, kept in the address: Back from a detail page
 * returns to the same results, and a filtered list can be shared. Statuses not in `statuses` read as no
 * filter; of the other parameters only those named in `extras` are kept. The search field's text
 * (`search`) reaches the address once typing pauses, so a search is not a call per key.
 */
export function useListFilters<Status extends string, Extra extends string = never>(
  statuses: readonly Status[],
  extras: readonly Extra[] = [],
) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const extra: Partial<Record<Extra, string>> = {};
  for (const name of extras) {
    const value = params.get(name);
    if (value) extra[name] = value;
  }
  const filters: ListFilters<Status, Extra> = {
    search: params.get('search') ?? '',
    status: statuses.includes(status as Status) ? (status as Status) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
    extra,
  };
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const update = (next: Partial<ListFilters<Status, Extra>>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.search) search.set('search', merged.search);
    if (merged.status) search.set('status', merged.status);
    for (const name of extras) {
      const value = merged.extra[name];
      if (value) search.set(name, value);
    }
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  const { pathname } = useLocation();
  const leavingFor = useNavigation().location?.pathname;

  useEffect(() => {
    // Typing then at once opening a row: the search settles while the next page loads, and writing it
    // then would take the buyer back here instead (the row's navigation is replaced by this one).
    if (leavingFor !== undefined && leavingFor !== pathname) return;
    if (settledSearch !== filters.search) update({ search: settledSearch });
    // Only a settled search changes the address; the filters themselves follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const clear = () => {
    setSearch('');
    update({ search: '', status: '', extra: {} });
  };

  /** The status filter's select: every status by its label, after "all" (`allLabel`). */
  const statusFilter = (label: string, allLabel: string, labelOf: (status: Status) => string) => ({
    label,
    value: filters.status,
    onChange: (status: string) => update({ status: status as Status | '' }),
    options: [
      { value: '', label: allLabel },
      ...statuses.map((status) => ({ value: status as string, label: labelOf(status) })),
    ],
  });

  const filtered = Boolean(filters.search || filters.status || Object.keys(extra).length > 0);
  return { filters, update, search, setSearch, clear, filtered, statusFilter };
}
