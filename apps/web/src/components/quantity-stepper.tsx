import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusKeepingButton } from './focus-keeping-button';
import { MinusIcon, PlusIcon } from './icons';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What the number counts, e.g. "Aantal van Lightroom presets". */
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  max: number;
}

/**
 * A quantity of 1 to `max`: − and + buttons and a field to type in, committed on Enter or leaving the
 * field, so that typing "12" does not first ask for 1. While `disabled` (a save under way) the
 * controls keep the focus, so a keyboard user can press + again once it is done.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  max,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  // A new value from outside replaces the draft in the same render (not in an effect after it), so the
  // field never shows the old number next to a total that already counts the new one.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) return setDraft(String(value));
    const next = Math.min(max, Math.max(1, typed));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const box = size === 'sm' ? 'h-9' : 'h-11';
  const button =
    'flex w-9 items-center justify-center text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 ' +
    'focus-visible:z-10 focus-visible:-outline-offset-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex ${box} items-stretch overflow-hidden rounded-lg bg-white ring-1 ring-zinc-300 ring-inset`}
    >
      <FocusKeepingButton
        className={`${button} rounded-l-lg`}
        aria-label={t('shop.decrease')}
        unavailable={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon className="size-4" />
      </FocusKeepingButton>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={label}
        value={draft}
        readOnly={disabled}
        aria-disabled={disabled || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="w-10 [appearance:textfield] border-x border-zinc-200 bg-transparent text-center text-sm font-medium tabular-nums text-zinc-900 focus-visible:-outline-offset-2 aria-disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <FocusKeepingButton
        className={`${button} rounded-r-lg`}
        aria-label={t('shop.increase')}
        unavailable={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon className="size-4" />
      </FocusKeepingButton>
    </div>
  );
}
