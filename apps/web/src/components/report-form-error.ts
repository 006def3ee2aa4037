import type { TFunction } from 'i18next';
import { describeError } from '@/lib/api/errors';
import type { ToastContent } from 'react-toastify';

/**
 * Moves the focus within a radio group to its chosen option, where Tab enters the group: placing an
 * error focuses a group's first option, which a reader would take for the one refused.
 */
function focusChosenOption(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement) || focused.type !== 'radio' || focused.checked) return;
  const options = Array.from(focused.form?.elements ?? []).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'radio' && element.name === focused.name,
  );
  options.find((option) => option.checked)?.focus();
}

/**
 * A failed submit: the server's field errors beside their fields, the first one focused; the server's
 * message in a toast (SPEC §8) only when no field shows why, so a reader is not told the same thing twice.
 */
export function reportFormError(
  error: unknown,
  form: { placeServerErrors(error: unknown): boolean },
  t: TFunction,
  toast: { error(content: ToastContent): void },
): void {
  if (form.placeServerErrors(error)) focusChosenOption();
  else toast.error(describeError(error, t));
}
