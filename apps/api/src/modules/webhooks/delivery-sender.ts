import type { AppContext } from '../../app-context.js';
import type { JobRunner } from '../../jobs/job-queue.js';
import { decryptSecret } from '../../lib/secrets.js';
import { postWebhook, signatureHeader } from './send-delivery.js';
import { transaction } from '../../unit-of-work.js';
import * as repository from './webhooks.repository.js';

/**
 * Posts the delivery a `webhook` job names, signed with its endpoint's secret (decision 037). An answer
 * of 2xx delivers it; anything else (another status, a timeout, no connection) leaves the job to be
 * tried again by the queue's policy, until the delivery is three days old. The attempt's row, the
 * delivery's last answer and the job's outcome are written in one transaction, so the log never
 * disagrees with what is tried next.
 */
export function createWebhookSender(ctx: AppContext): JobRunner {
  const db = ctx.database.allStoresDb;

  return {
    async run(job) {
      const delivery = job.ref_id === null ? undefined : await repository.deliveryToSend(db, job.ref_id);
      // Deleted with its endpoint: nothing is left to send.
      if (!delivery) return ctx.jobs.done(db, job).then(() => false);
      const now = ctx.clock.now();
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
      const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
      await transaction(
        ctx,
        async (uow) => {
          let status: 'delivered' | 'pending' | 'failed' = 'delivered';
          if (delivered) await uow.jobs.done(uow.db, job);
          else {
            const error = answer.error ?? `answered ${answer.status}`;
            status = (await uow.jobs.failed(uow.db, job, error)) ? 'failed' : 'pending';
          }
          await repository.recordAttempt(uow.db, delivery, status, {
            attempted_at: now.toISOString(),
            response_status: answer.status,
            response_excerpt: answer.excerpt,
            error: answer.error,
            duration_ms: Math.round(performance.now() - started),
          });
        },
        { allStores: true },
      );
      return delivered;
    },
  };
}
