import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api/errors';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { SearchIcon } from './icons';
import { Pagination, type PaginationProps } from './pagination';
import { SearchField } from './search-field';
import { SelectField } from './select-field';
import { PageLoader } from './spinner';

export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  isFetching?: boolean;
}

interface EmptyText {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** Search, status filter and their reset, as `useListFilters` keeps them. */
export interface ListSearch {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Whether a search or filter narrows the list now. */
  filtered: boolean;
  status?: {
    label: string;
    value: string;
    onChange: (status: string) => void;
    options: { value: string; label: string }[];
  };
  /** Where nothing matches: what to say, and the button that shows everything again. */
  noResults: { title: string; description: string; clearLabel: string; onClear: () => void };
}

export interface ListPageProps<Row> {
  /** The rows' query: its state picks what shows (loading, the load error, the empty states, the rows). */
  query: ListQuery;
  rows: Row[] | undefined;
  /** Paging of a long list, as the server answered the page; left out for a list shown whole. */
  paging?: PaginationProps;
  search?: ListSearch;
  /** What stands at the end of the toolbar, such as the button for a new one. */
  actions?: ReactNode;
  /** Filters that need their labels shown (a range of days): a row of their own under the toolbar. */
  moreFilters?: ReactNode;
  /** What the page shows before there is anything to list: what belongs here, and the first step. */
  empty: EmptyText;
  children: (rows: Row[]) => ReactNode;
}

/**
 * An overview page of the admin: the toolbar (search, filter, actions) once there is something to
 * search, then the rows with their pages, or what explains their absence (loading, a load error,
 * nothing yet, nothing matching).
 */
export function ListPage<Row>({
  query,
  rows,
  paging,
  search,
  actions,
  moreFilters,
  empty,
  children,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const searchBox = useRef<HTMLInputElement>(null);
  const filtered = search?.filtered ?? false;
  const total = paging ? paging.total : (rows?.length ?? 0);
  // While another search or page loads, the rows are still the last answer's: an empty one says
  // nothing of the list now asked for, so it neither hides the toolbar (and the focus in its search
  // box) nor claims there is nothing yet.
  const reloading = query.isPlaceholderData ?? false;

  let content;
  if (query.isPending || (reloading && rows?.length === 0)) {
    content = <PageLoader label={t('common.loading')} />;
  } else if (query.isError || !rows) {
    content = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {describeError(query.error, t)}
      </p>
    );
  } else if (rows.length === 0 && !filtered) {
    content = <EmptyState {...empty} />;
  } else if (rows.length === 0 && search) {
    content = (
      <EmptyState
        icon={<SearchIcon />}
        title={search.noResults.title}
        description={search.noResults.description}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              search.noResults.onClear();
              // The button goes once everything is listed again; the search box is where to go on.
              searchBox.current?.focus();
            }}
          >
            {search.noResults.clearLabel}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div
        className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={query.isFetching}
      >
        {children(rows)}
        {paging ? <Pagination {...paging} /> : null}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {filtered || total > 0 || reloading ? (
        // On a phone the search, the filter and the buttons each take a row of their own: side by side
        // at 360 px the filter shrank to its chevron and the buttons' labels broke over lines.
        <div data-list-toolbar className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {search ? (
            <SearchField
              ref={searchBox}
              label={search.label}
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              className="flex-1"
            />
          ) : null}
          {search?.status ? (
            <SelectField
              label={search.status.label}
              hideLabel
              className="sm:w-52"
              value={search.status.value}
              onChange={(event) => search.status?.onChange(event.target.value)}
              options={search.status.options}
            />
          ) : null}
          {actions ? (
            <div className="flex flex-wrap justify-end gap-3 sm:ml-auto [&_a]:whitespace-nowrap [&_button]:whitespace-nowrap">
              {actions}
            </div>
          ) : null}
        </div>
      ) : null}
      {moreFilters && (filtered || total > 0 || reloading) ? moreFilters : null}
      {content}
    </div>
  );
}
