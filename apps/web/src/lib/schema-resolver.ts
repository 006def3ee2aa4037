import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { PARSE_OPTIONS, fieldErrors, type Locale } from '@platform/contract';
import { fieldForPath, nestErrors } from './field-paths';

/** One request a form becomes, checked by the contract schema the server checks it with. */
export interface ContractCheck {
  schema: z.ZodType;
  body: unknown;
  /** What the schema's paths start with that the form's field names do not (`settings.`). */
  prefix?: string;
}

function valueAt(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      body,
    );
}

/**
 * A react-hook-form resolver for a form that becomes one or more requests: each is checked with its
 * contract schema and each problem is worded with the contract's catalogue and placed on the field it
 * belongs to. A problem with one entry of a list names the entry, so a merchant finds it among many.
 */
export function schemaResolver<Values extends FieldValues>(
  fields: readonly string[],
  checks: (values: Values) => ContractCheck[],
  locale: () => Locale,
): Resolver<Values> {
  return async (values) => {
    const flat: Record<string, { type: string; message: string }> = {};
    for (const { schema, body, prefix = '' } of checks(values)) {
      const result = await schema.safeParseAsync(body, PARSE_OPTIONS);
      if (result.success) continue;
      for (const [path, messages] of Object.entries(fieldErrors(result.error.issues, locale()))) {
        const local = path.startsWith(prefix) ? path.slice(prefix.length) : path;
        const field = fieldForPath(local, fields);
        if (!field || flat[field]) continue;
        const entry = field === local ? undefined : valueAt(body, path);
        const text = messages[0] ?? '';
        flat[field] = { type: 'validation', message: typeof entry === 'string' ? `${entry}: ${text}` : text };
      }
    }
    return Object.keys(flat).length
      ? ({ values: {}, errors: nestErrors(flat) } as Awaited<ReturnType<Resolver<Values>>>)
      : { values, errors: {} };
  };
}

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
