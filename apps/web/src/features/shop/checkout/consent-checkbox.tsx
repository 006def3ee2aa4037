import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A checkbox the buyer must tick before ordering (the store's terms, the consent to immediate
 * delivery), with its message below it, tied to the box for screen readers.
 */
export function ConsentCheckbox({
  id,
  error,
  registration,
  children,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-zinc-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-zinc-300 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        {children}
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
