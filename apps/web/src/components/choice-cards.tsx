import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface Choice {
  value: string;
  label: string;
  description: string;
}

interface ChoiceCardsProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  legend: string;
  choices: Choice[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A radio group shown as cards; spread react-hook-form's `register(name)` into it. */
export function ChoiceCards({ legend, choices, error, ref, ...input }: ChoiceCardsProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex cursor-pointer flex-col rounded-lg bg-white p-4 shadow-xs ring-1 ring-zinc-300 ring-inset transition hover:bg-zinc-50 has-checked:bg-primary/5 has-checked:ring-2 has-checked:ring-primary-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink"
          >
            {/* The whole card is the label, to click; the radio is named by the choice alone and
                described by its line, not read twice as part of its name. */}
            <input
              type="radio"
              value={choice.value}
              ref={ref}
              aria-labelledby={`${id}-${choice.value}-label`}
              aria-describedby={`${id}-${choice.value}-description`}
              className="sr-only"
              {...input}
            />
            <span id={`${id}-${choice.value}-label`} className="text-sm font-semibold text-zinc-900">
              {choice.label}
            </span>
            <span id={`${id}-${choice.value}-description`} className="mt-1 text-sm text-zinc-600">
              {choice.description}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
