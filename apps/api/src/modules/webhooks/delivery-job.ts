import type { AppContext } from '../../app-context.js';
import { addSeconds } from '../../lib/clock.js';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.js';
import { decryptSecret } from '../../lib/secrets.js';
import { ATTEMPT_TIMEOUT_MS, postWebhook, signatureHeader } from './send-delivery.js';
import { transaction } from '../../unit-of-work.js';
import * as repository from './webhooks.repository.js';

const BATCH = 20;
/** A claimed delivery is another worker's again after this long (its process may have died). */
const LOCK_SECONDS = Math.ceil(ATTEMPT_TIMEOUT_MS / 1000) + 60;
/** Retries stop once a delivery is this old (decision 037). */
export const GIVE_UP_AFTER_SECONDS = 3 * 24 * 3600;
const MAX_PAUSE_SECONDS = 6 * 3600;

/** The pause after the n-th failed attempt: 1 min, 2 min, 4 min, … up to six hours. */
export function webhookPauseSeconds(attempt: number): number {
  return Math.min(MAX_PAUSE_SECONDS, 60 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Posts the due webhook deliveries of every store, each signed with its endpoint's secret. An answer
 * of 2xx delivers it; anything else (another status, a timeout, no connection) is tried again after a
 * growing pause, until the delivery is three days old. Each delivery is claimed before it is sent, so
 * several processes can run this job.
 */
export function createWebhookDeliveryJob(ctx: AppContext): PeriodicJob {
  const db = ctx.database.allStoresDb;

  async function sendOne(id: number): Promise<boolean> {
    const now = ctx.clock.now();
    if (
      !(await repository.claimDelivery(
        db,
        id,
        now.toISOString(),
        addSeconds(now, LOCK_SECONDS).toISOString(),
      ))
    ) {
      return false;
    }
    const delivery = await repository.deliveryToSend(db, id);
    if (!delivery) return false;
    const signature = signatureHeader(
      decryptSecret(ctx.config.appKey, delivery.secret),
      delivery.body,
      Math.floor(now.getTime() / 1000),
    );
    const started = performance.now();
    const answer = await postWebhook(
      delivery.url,
      delivery.body,
      { 'webhook-signature': signature, 'webhook-id': delivery.event_id, 'webhook-event': delivery.event },
      ctx.config.webhookAllowPrivate,
    );
    const done = ctx.clock.now();
    const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const next = addSeconds(done, webhookPauseSeconds(delivery.attempts + 1));
    const giveUp = next.getTime() > new Date(delivery.created_at).getTime() + GIVE_UP_AFTER_SECONDS * 1000;
    const outcome = {
      status: delivered ? 'delivered' : giveUp ? 'failed' : 'pending',
      next_attempt_at: next.toISOString(),
    } as const;
    await transaction(
      ctx,
      (uow) =>
        repository.recordAttempt(uow.db, delivery, outcome, {
          attempted_at: now.toISOString(),
          response_status: answer.status,
          response_excerpt: answer.excerpt,
          error: answer.error,
          duration_ms: Math.round(performance.now() - started),
        }),
      { allStores: true },
    );
    return delivered;
  }

  return periodicJob(async (stopping) => {
    const ids = await repository.dueDeliveryIds(db, ctx.clock.now().toISOString(), BATCH);
    if (stopping.aborted) return { handled: 0, full: false };
    // At once: one slow endpoint (up to the attempt's timeout) does not hold up the others.
    const results = await Promise.all(ids.map(sendOne));
    return { handled: results.filter(Boolean).length, full: ids.length === BATCH };
  });
}
