import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError } from '@/lib/api/errors';
import { placeServerErrors } from '@/lib/forms';
import { notify } from './toasts';

/**
 * A failed submit: the server's field errors beside their fields, the first one focused, and the
 * server's message in a toast (SPEC §8).
 */
export function reportFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  t: TFunction,
  prefix = '',
): void {
  placeServerErrors(error, setError, fields, prefix);
  notify.error(describeError(error, t));
}
