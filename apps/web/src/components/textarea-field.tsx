import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error, styled like TextField. */
export function TextareaField({
  label,
  error,
  hint,
  className = '',
  ref,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        className={`mt-1.5 block w-full rounded-lg bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs ring-1 ring-inset placeholder:text-zinc-500 focus:ring-2 focus:outline-none ${
          error ? 'ring-red-400 focus:ring-red-500' : 'ring-zinc-300 focus:ring-primary-ink'
        }`}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
