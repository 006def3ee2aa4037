import type { TFunction } from 'i18next';

export interface ServerErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/**
 * What a failed call answered: the admin's axios errors and the shop's HttpError both carry it as
 * `response` (with `status` and `data`), so no caller needs to know which client made the call.
 */
function responseOf(error: unknown): { status?: unknown; data?: unknown } | undefined {
  if (!(error instanceof Error) || !('response' in error)) return undefined;
  const { response } = error as { response?: unknown };
  return typeof response === 'object' && response !== null ? response : undefined;
}

/** The server's answer to a failed call, when it sent one with a message. */
export function serverErrorBody(error: unknown): ServerErrorBody | null {
  const data = responseOf(error)?.data;
  if (typeof data !== 'object' || data === null || typeof (data as ServerErrorBody).message !== 'string') {
    return null;
  }
  return data as ServerErrorBody;
}

/** A validation answer: both `errors` and `message` (docs/spec.md §8). */
export function isServerValidationError(error: unknown): boolean {
  const body = serverErrorBody(error);
  return body !== null && typeof body.errors === 'object' && body.errors !== null;
}

export function statusOf(error: unknown): number | undefined {
  const status = responseOf(error)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * What to tell the user about a failed call: the server's own message (already in their language,
 * as every call carries Accept-Language), else the transport error texts of docs/spec.md §8 (axios's wording,
 * which the shop's client keeps) translated.
 */
export function describeError(error: unknown, t: TFunction): string {
  const body = serverErrorBody(error);
  if (body) return body.message;
  const text = error instanceof Error ? error.message : '';
  if (text === 'Network Error') return t('errors.network');
  if (text === 'Request aborted') return t('errors.aborted');
  if (/^timeout of \d+ms exceeded$/.test(text) || text === 'timeout exceeded') return t('errors.timeout');
  const status = /^Request failed with status code (\d+)$/.exec(text)?.[1];
  if (status) return t('errors.status', { status });
  return t('errors.unknown');
}
