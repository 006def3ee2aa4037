import type { FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { z } from 'zod';
import { PARSE_OPTIONS, fieldErrors, type Locale } from '@platform/contract';
import { serverErrorBody } from './api/errors';
import { serverFieldMessages } from './schema-resolver';

/**
 * A react-hook-form resolver that checks with the contract's schema and words its messages with the
 * contract's catalogue, the same texts the API would answer: a field reads the same whichever side
 * found the problem.
 */
export function contractResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  locale: () => Locale,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    // An empty input means "not filled in", so it reads as required rather than as, say, a bad e-mail.
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const result = await schema.safeParseAsync(filled, PARSE_OPTIONS);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, messages] of Object.entries(fieldErrors(result.error.issues, locale()))) {
      errors[field] = { type: 'validation', message: messages[0] ?? '' };
    }
    return { values: {}, errors } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
  };
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
