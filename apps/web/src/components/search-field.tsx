import type { InputHTMLAttributes, Ref } from 'react';
import { SearchIcon } from './icons';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A search input with its magnifier; the label is for screen readers and the placeholder. */
export function SearchField({ label, className = '', ...props }: SearchFieldProps) {
  return (
    <div className={`relative ${className}`}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        className="block h-10 w-full rounded-lg bg-white pr-3 pl-9 text-sm text-zinc-900 shadow-xs ring-1 ring-zinc-300 ring-inset placeholder:text-zinc-500 focus:ring-2 focus:ring-primary-ink focus:outline-none"
        {...props}
      />
    </div>
  );
}
