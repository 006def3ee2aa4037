/**
 * The form field a validation path belongs to: the path itself when it is a field, else its closest
 * parent that is (an entry of a list reports on the list: `notification_emails.2` → the field
 * `notification_emails`). A path that names no field of the form gives `undefined`.
 */
export function fieldForPath(path: string, fields: readonly string[]): string | undefined {
  const segments = path.split('.');
  while (segments.length > 0) {
    const candidate = segments.join('.');
    if (fields.includes(candidate)) return candidate;
    segments.pop();
  }
  return undefined;
}

interface FieldError {
  type: string;
  message: string;
}

/** Turns `{ 'billing.iban': error }` into `{ billing: { iban: error } }`, the shape react-hook-form reads. */
export function nestErrors(flat: Record<string, FieldError>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const segments = path.split('.');
    const last = segments.pop()!;
    let node = nested;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node[last] = error;
  }
  return nested;
}
