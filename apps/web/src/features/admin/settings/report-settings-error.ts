import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notify } from '@/components/toasts';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { serverFieldMessages } from '@/lib/schema-resolver';

/**
 * A failed save: the server's field errors beside their fields (`settings.billing.iban` on the field
 * `billing.iban`), the first one focused, and the server's message in a toast (SPEC §8).
 */
export function reportSettingsError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  t: TFunction,
  prefix = '',
): void {
  const placed = serverFieldMessages(serverErrorBody(error)?.errors, fields, prefix);
  Object.entries(placed).forEach(([field, message], index) =>
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  notify.error(describeError(error, t));
}
