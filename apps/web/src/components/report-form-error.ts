import type { TFunction } from 'i18next';
import { describeError } from '@/lib/api/errors';
import type { ToastContent } from 'react-toastify';

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
  if (!form.placeServerErrors(error)) toast.error(describeError(error, t));
}
