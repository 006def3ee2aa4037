import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Text after the input inside its border, such as the rest of a web address. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error right beside it, tied together for screen readers. */
export function TextField({ label, error, hint, suffix, className = '', ref, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div
        className={`mt-1.5 flex rounded-lg bg-white shadow-xs ring-1 ring-inset transition focus-within:ring-2 ${
          error ? 'ring-red-400 focus-within:ring-red-500' : 'ring-zinc-300 focus-within:ring-primary-ink'
        }`}
      >
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="block h-10 w-full min-w-0 flex-1 rounded-lg bg-transparent px-3 text-sm text-zinc-900 placeholder:text-zinc-500 focus:outline-none"
          {...props}
        />
        {suffix ? (
          <span className="flex shrink-0 items-center pr-3 text-sm text-zinc-500 select-none">{suffix}</span>
        ) : null}
      </div>
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
