const MAX_BACKOFF_SECONDS = 3600;

/** After this many failed attempts an outbox row (an e-mail, an event's handler) is given up. */
export const MAX_OUTBOX_ATTEMPTS = 25;

/** Seconds to wait after the n-th failed attempt: 5 s, 10 s, 20 s, … up to an hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 5 * 2 ** Math.max(0, attempt - 1));
}
