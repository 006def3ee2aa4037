import type { JobKind } from '../db/schema.js';
import { addSeconds } from '../lib/clock.js';

interface Timing {
  /** How long after it is queued the worker first takes a job. */
  firstTrySeconds: number;
  /** The pause after the first failure; it doubles with each one after, up to `longestPauseSeconds`. */
  firstPauseSeconds: number;
  longestPauseSeconds: number;
  /** How long a job is tried: a failure after that gives it up. */
  triedForSeconds: number;
}

const DAY = 24 * 3600;

/**
 * One policy for every job (decision 064): a pause that doubles after each failure, up to a cap, until
 * the job is old enough to be given up. The kinds differ in their figures only.
 *
 * - An event's handler is run by the process that made the change, right after its commit; the worker
 *   takes it only 10 s later, so that the two rarely race (decision 025).
 * - A merchant's endpoint is given a minute at first and three days in all (decision 037).
 * - A subscription's renewal is due when its period ends (`queueJobs` callers set its time).
 */
const TIMING: Record<JobKind, Timing> = {
  event: { firstTrySeconds: 10, firstPauseSeconds: 5, longestPauseSeconds: 3600, triedForSeconds: DAY },
  email: { firstTrySeconds: 0, firstPauseSeconds: 5, longestPauseSeconds: 3600, triedForSeconds: DAY },
  webhook: {
    firstTrySeconds: 0,
    firstPauseSeconds: 60,
    longestPauseSeconds: 6 * 3600,
    triedForSeconds: 3 * DAY,
  },
  // A renewal the provider could not be asked about (not one it declined, decision 079) is tried as a
  // webhook is: for three days, then the merchant sees it among the failed jobs.
  renewal: {
    firstTrySeconds: 0,
    firstPauseSeconds: 60,
    longestPauseSeconds: 6 * 3600,
    triedForSeconds: 3 * DAY,
  },
};

/** When a job queued now is first due, and when it is given up. */
export function firstTry(kind: JobKind, now: Date) {
  const timing = TIMING[kind];
  return {
    next_attempt_at: addSeconds(now, timing.firstTrySeconds).toISOString(),
    give_up_at: addSeconds(now, timing.triedForSeconds).toISOString(),
  };
}

/** After the n-th failed attempt: when to try again, or null when the job is given up. */
export function nextTry(kind: JobKind, attempt: number, giveUpAt: string, now: Date): string | null {
  const timing = TIMING[kind];
  const pause = Math.min(
    timing.longestPauseSeconds,
    timing.firstPauseSeconds * 2 ** Math.max(0, attempt - 1),
  );
  const next = addSeconds(now, pause);
  return next.getTime() > new Date(giveUpAt).getTime() ? null : next.toISOString();
}
