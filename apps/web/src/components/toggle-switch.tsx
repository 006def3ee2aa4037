import type { Ref } from 'react';
import { Description, Field, Label, Switch } from '@headlessui/react';

interface ToggleSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off setting with its label, explanation and error; Space toggles it from the keyboard. */
export function ToggleSwitch({ label, description, checked, onChange, error, ref }: ToggleSwitchProps) {
  return (
    <Field className="flex items-start justify-between gap-4">
      <span className="flex flex-col">
        <Label className="text-sm font-medium text-zinc-900">{label}</Label>
        {description ? (
          <Description className="mt-0.5 text-sm text-zinc-500">{description}</Description>
        ) : null}
        {/* A description as well, so it is read out with the switch. */}
        {error ? <Description className="mt-1 text-sm text-red-600">{error}</Description> : null}
      </span>
      <Switch
        ref={ref}
        checked={checked}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-zinc-200 p-0.5 transition-colors data-checked:bg-primary data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary-ink"
      >
        <span className="size-5 rounded-full bg-white shadow-sm ring-1 ring-zinc-900/5 transition-transform group-data-checked:translate-x-5" />
      </Switch>
    </Field>
  );
}
