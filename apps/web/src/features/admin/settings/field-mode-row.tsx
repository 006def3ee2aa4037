import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_MODES } from '@platform/contract';

interface FieldModeRowProps {
  label: string;
  description: string;
  input: UseFormRegisterReturn;
  error?: string;
}

/** One customer detail and whether the checkout leaves it out, asks for it, or insists on it. */
export function FieldModeRow({ label, description, input, error }: FieldModeRowProps) {
  const { t } = useTranslation();
  const id = useId();
  // A radio group rather than a fieldset: a legend must come first, which this two-column row cannot do.
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-zinc-900">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-zinc-500">
          {description}
        </p>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid shrink-0 grid-cols-3 rounded-lg bg-zinc-100 p-1">
        {FIELD_MODES.map((mode) => (
          <label
            key={mode}
            className="cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium text-zinc-600 transition has-checked:bg-white has-checked:text-zinc-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-primary-ink"
          >
            <input type="radio" value={mode} className="sr-only" {...input} />
            {t(`settings.checkout.modes.${mode}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
