import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ListColumn {
  label: string;
  align?: 'right';
}

interface ListTableProps<T> {
  /**
   * The grid's columns from `sm` up, shared by the header and every row, written out in full where
   * the list is made (`sm:grid-cols-[minmax(0,1fr)_9rem]`) so Tailwind finds the class.
   */
  columns: string;
  headers: ListColumn[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A row's cells, its first holding a `ListRowLink`: the whole row opens it. */
  children: (row: T) => ReactNode;
}

/**
 * A list of records as a table on a wide screen: a header naming the columns, then a row each. On a
 * phone the header goes and each row folds to two columns instead of scrolling sideways. The header is
 * for the eye only; each cell names its column to a screen reader where the value alone is unclear.
 */
export function ListTable<T>({ columns, headers, rows, rowKey, children }: ListTableProps<T>) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200">
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b border-zinc-100 bg-zinc-50 px-5 py-2.5 text-xs font-medium text-zinc-500 sm:grid ${columns}`}
      >
        {headers.map((header) => (
          <span key={header.label} className={header.align === 'right' ? 'text-right' : undefined}>
            {header.label}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-zinc-100">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={`relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-zinc-50 sm:items-center sm:px-5 ${columns}`}
          >
            {children(row)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A row's main link, stretched over the whole row so that any part of it opens the record. */
export function ListRowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="block truncate text-sm font-semibold text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-primary-ink"
    >
      {children}
    </Link>
  );
}
