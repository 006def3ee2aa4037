import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError } from '@/lib/api/errors';
import { applyServerFieldErrors } from '@/lib/forms';
import { notify } from './toasts';

/** A failed submit: the server's field errors beside their fields, its message in a toast (SPEC §8). */
export function reportFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  t: TFunction,
): void {
  applyServerFieldErrors(error, setError, fields);
  notify.error(describeError(error, t));
}
