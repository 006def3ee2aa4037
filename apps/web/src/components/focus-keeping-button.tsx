import type { ButtonHTMLAttributes, Ref } from 'react';

interface FocusKeepingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Cannot be used right now (busy, or at the end of its range), while it may well have the focus. */
  unavailable?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that can become unusable while it has the focus: it then says so (aria-disabled) and
 * ignores presses, but stays focusable. A `disabled` button would drop the keyboard focus onto the
 * page, sending a keyboard user back to the top after every "+" or "Save".
 */
export function FocusKeepingButton({
  unavailable = false,
  onClick,
  type = 'button',
  ...props
}: FocusKeepingButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        // Cancelling the click also stops a submit button's form, as Enter in a field clicks it too.
        if (unavailable) return event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
