import { ListPage, type ListPageProps, type ListQuery, type ListSearch } from './list-page';

/** A page of a list as the server answers it, counted up to a cap where a search counts (decision 057). */
interface PagedAnswer<Row> {
  data: Row[];
  meta: { page: number; total: number; total_capped?: boolean };
}

/** The search, filters and page a list keeps in the address, as `useListFilters` answers them. */
interface ListState {
  search: string;
  setSearch: (text: string) => void;
  filtered: boolean;
  clear: () => void;
  update: (next: { page: number }) => void;
}

interface PagedListPageProps<Row> extends Omit<ListPageProps<Row>, 'query' | 'rows' | 'paging' | 'search'> {
  query: ListQuery & { data?: PagedAnswer<Row> };
  list: ListState;
  perPage: number;
  /** The search's texts and status filter; what it searches and resets is `list`'s. */
  search: Pick<ListSearch, 'label' | 'status'> & { noResults: Omit<ListSearch['noResults'], 'onClear'> };
}

/**
 * An overview page of a paged list with a search kept in the address (the orders, the buyers): the
 * rows and pages from the server's answer, the search and its reset from the list's filters.
 */
export function PagedListPage<Row>({ query, list, perPage, search, ...page }: PagedListPageProps<Row>) {
  const answer = query.data;
  return (
    <ListPage
      {...page}
      query={query}
      rows={answer?.data}
      paging={
        answer && {
          page: answer.meta.page,
          total: answer.meta.total,
          totalCapped: answer.meta.total_capped,
          perPage,
          onPage: (page) => list.update({ page }),
        }
      }
      search={{
        ...search,
        value: list.search,
        onChange: list.setSearch,
        filtered: list.filtered,
        noResults: { ...search.noResults, onClear: list.clear },
      }}
    />
  );
}
