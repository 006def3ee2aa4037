import type { z } from 'zod';
import type { Locale } from './constants.js';
import { isMessageCode, message } from './texts/messages.js';

/** Per-field messages, keyed by the dotted path of the field (`settings.primary_color`). */
export type FieldErrors = Record<string, string[]>;

/** Parse options that keep the rejected input on each issue, so a missing field reads as "required". */
export const PARSE_OPTIONS = { reportInput: true } as const;

function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isMessageCode(issue.message)) return message(locale, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return message(locale, 'required');
      if (issue.expected === 'int') return message(locale, 'not_integer');
      return message(locale, 'invalid_type');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? message(locale, 'required')
          : message(locale, 'too_short', { min: Number(issue.minimum) });
      }
      return message(locale, 'too_small', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? message(locale, 'too_long', { max: Number(issue.maximum) })
        : message(locale, 'too_big', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? message(locale, 'invalid_email') : message(locale, 'invalid_format');
    case 'invalid_value':
      return message(locale, 'invalid_choice', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return message(locale, 'unknown_field', { keys: issue.keys.join(', ') });
    default:
      return message(locale, 'invalid');
  }
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Turns zod issues into the API's `errors` object: one entry per field, messages in `locale`. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => {
    (errors[field] ??= []).push(text);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        add(pathOf([...issue.path, key]), message(locale, 'unknown_field', { keys: key }));
      }
    } else {
      add(pathOf(issue.path) || '_', issueMessage(issue, locale));
    }
  }
  return errors;
}
