import type { z } from 'zod';
import type { MessageCode } from '@platform/contract';

/**
 * The one error type of the API. `code` names a message of the contract's catalogue, so the error
 * handler can answer in the caller's language; `fields` holds per-field message codes for a 422.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly fields?: Record<string, MessageCode>,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }

  static notFound(): AppError {
    return new AppError(404, 'not_found');
  }

  static unauthenticated(): AppError {
    return new AppError(401, 'unauthenticated');
  }

  static invalid(fields: Record<string, MessageCode>): AppError {
    return new AppError(422, 'invalid', fields);
  }

  /** A payment provider the request needed failed it: the caller hears that, the log hears why. */
  static upstream(code: MessageCode, cause: unknown): AppError {
    const error = new AppError(502, code);
    error.cause = cause;
    return error;
  }

  static tooManyRequests(retryAfterSeconds: number): AppError {
    return new AppError(
      429,
      'too_many_requests',
      undefined,
      { seconds: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

/** A request part (body, query, params) that did not match its contract schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly part: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Invalid ${part}`);
  }
}
