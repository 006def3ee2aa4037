import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverErrorBody } from '../api/errors';
import { fieldForPath } from './field-paths';

/** The server's field errors (422) placed on the form's fields, keyed by field. */
export function serverFieldMessages(
  errors: Record<string, string[]> | undefined,
  fields: readonly string[],
  prefix = '',
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const local = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    const field = fieldForPath(local, fields);
    if (field && messages[0] && !placed[field]) placed[field] = messages[0];
  }
  return placed;
}

/**
 * Places the server's field errors (422) beside their fields, the first one focused: the one way every
 * form shows them. `prefix` is what the request's paths start with that the form's field names do not
 * (`settings.billing.iban` on the field `billing.iban`). Returns whether any field took one, so the
 * caller shows the general message only when nothing on the form explains the failure.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  prefix = '',
): boolean {
  const messages = serverFieldMessages(serverErrorBody(error)?.errors, fields, prefix);
  // In the form's order, so the focus lands on the first field a reader meets.
  const placed = fields.filter((field) => messages[field]);
  placed.forEach((field, index) =>
    setError(field, { type: 'server', message: messages[field] ?? '' }, { shouldFocus: index === 0 }),
  );
  return placed.length > 0;
}
