/** What a call answered when it failed: the status and the body, read as JSON when it is JSON. */
export interface FailedResponse {
  status: number;
  data: unknown;
}

/**
 * A failed call of the shop's client, worded and shaped as axios words and shapes its errors (the
 * admin's client), so that one error handling serves both and docs/spec.md §8's transport texts hold: "Network
 * Error", "Request aborted", "Request failed with status code N".
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly response?: FailedResponse,
  ) {
    super(message);
  }
}
