import type { FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { PARSE_OPTIONS, fieldErrors, message, type MessageCode } from '@platform/contract';
import { currentLocale } from '../i18n';
import { fieldForPath, nestErrors } from './field-paths';

/** One request a form becomes, with the contract schema the server checks it with. */
export interface ContractCheck {
  schema: z.ZodType;
  body: unknown;
}

/** What a form's values become before they are sent. */
export interface FormReading {
  /** The requests, each checked by its contract schema. */
  requests: ContractCheck[];
  /**
   * Fields that could not become part of a request at all (a price that reads as no amount), with the
   * contract's message for each. Found before any schema looks, they are the ones shown.
   */
  problems?: Partial<Record<string, MessageCode>>;
}

/** A form as the contract sees it: how its values become requests, and where a problem is shown. */
export interface FormContract<Input extends FieldValues, Output = Input> {
  /** The form's fields, in the order a reader meets them: every problem lands on one of them. */
  fields: readonly Path<Input>[];
  /** What the requests' paths (and the server's answers) start with that the field names do not (`settings.`). */
  prefix?: string;
  read(values: Input): FormReading;
  /**
   * The submit handler receives the form's one request as the contract parsed it (its output type),
   * rather than the values as typed: for a form that becomes one request (see `requestForm`). A form
   * whose submit handler takes another type than its values must say so.
   */
  submitsRequest?: Output extends Input ? boolean : true;
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
 * The one react-hook-form resolver of the app. Each request the form becomes is checked with its
 * contract schema and each problem worded with the contract's catalogue in the reader's language (the
 * texts the API answers, so a field reads the same whichever side found the problem), then placed on
 * the field it belongs to. A problem with one entry of a list names the entry, so a merchant finds it
 * among many. A problem no field can show is left to the server, which answers it with a message.
 */
export function contractResolver<Input extends FieldValues, Output = Input>(
  form: FormContract<Input, Output>,
): Resolver<Input, unknown, Output> {
  const { fields, prefix = '' } = form;
  return async (values) => {
    const locale = currentLocale();
    const { requests, problems = {} } = form.read(values);
    const flat: Record<string, { type: string; message: string }> = {};
    for (const [field, code] of Object.entries(problems)) {
      if (code) flat[field] = { type: 'validation', message: message(locale, code) };
    }
    let request: unknown;
    for (const { schema, body } of requests) {
      const result = await schema.safeParseAsync(body, PARSE_OPTIONS);
      request = result.success ? result.data : body;
      if (result.success) continue;
      for (const [path, messages] of Object.entries(fieldErrors(result.error.issues, locale))) {
        const local = path.startsWith(prefix) ? path.slice(prefix.length) : path;
        const field = fieldForPath(local, fields);
        if (!field || flat[field]) continue;
        const entry = field === local ? undefined : valueAt(body, path);
        const text = messages[0] ?? '';
        flat[field] = { type: 'validation', message: typeof entry === 'string' ? `${entry}: ${text}` : text };
      }
    }
    type Result = Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
    if (Object.keys(flat).length) return { values: {}, errors: nestErrors(flat) } as Result;
    return { values: (form.submitsRequest ? request : values) as Output, errors: {} };
  };
}

/**
 * A form that is one request: its values are the request's body, checked by the request's schema, and
 * the submit handler receives them as the contract parsed them. An empty input means "not filled in",
 * so it reads as required rather than as, say, a bad e-mail address; in a form of something stored it
 * was emptied instead (see `editForm`).
 */
export function requestForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  fields: readonly Path<Input>[],
  prefix?: string,
): FormContract<Input, Output> {
  return {
    fields,
    prefix,
    read: (values) => ({
      requests: [
        { schema, body: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) },
      ],
    }),
    submitsRequest: true,
  };
}

/**
 * A form that changes something stored, as one request in which a field left out stays as it was. Its
 * fields show what is stored, so an empty one was emptied, not left unfilled: it is sent empty where
 * the request takes it so (a prefix that may be blank), and otherwise reads as required, as an
 * unfilled field of `requestForm` does. Left out instead, it would keep the old value unasked.
 */
export function editForm<Schema extends z.ZodObject>(
  schema: Schema,
  fields: readonly Path<z.input<Schema>>[],
): FormContract<z.input<Schema>, z.output<Schema>> {
  return {
    fields,
    read: (values) => ({
      requests: [{ schema, body: values }],
      problems: Object.fromEntries(
        Object.entries(values)
          .filter(([field, value]) => value === '' && !schema.shape[field]?.safeParse('').success)
          .map(([field]) => [field, 'required' as const]),
      ),
    }),
    submitsRequest: true,
  };
}
