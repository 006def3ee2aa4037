import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  error?: string;
  /** Keeps the label for screen readers only, for a select in a toolbar. */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: phones and keyboards handle it best. */
export function SelectField({
  label,
  options,
  error,
  hideLabel = false,
  className = '',
  ref,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-zinc-800'}>
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1.5'}`}>
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block h-10 w-full appearance-none rounded-lg bg-white pr-9 pl-3 text-sm text-zinc-900 shadow-xs ring-1 ring-inset focus:ring-2 focus:outline-none ${
            error ? 'ring-red-400 focus:ring-red-500' : 'ring-zinc-300 focus:ring-primary-ink'
          }`}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-400" />
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
