import { z } from 'zod';

/**
 * What a job of the queue does (decision 064): an event's handler, an e-mail, a webhook delivery, a
 * subscription's renewal (decision 079).
 */
export const JOB_KINDS = ['event', 'email', 'webhook', 'renewal'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** A job of the store given up after its retries, as the admin lists it for a retry. */
export const failedJob = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS).describe('What gave up: an `event` handler, an `email`, or a `webhook` delivery.'),
  /**
   * What it was about, as data: an event's topic and handler, a mail's recipient and subject, a
   * delivery's event and endpoint URL.
   */
  about: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJob>;
