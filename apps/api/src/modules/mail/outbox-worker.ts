import nodemailer, { type Transporter } from 'nodemailer';
import pLimit from 'p-limit';
import type { AppContext } from '../../app-context.js';
import { addSeconds } from '../../lib/clock.js';
import type { AttachmentRef } from '../../lib/mail-attachments.js';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.js';
import { backoffSeconds, MAX_OUTBOX_ATTEMPTS } from '../../lib/retry-backoff.js';
import * as outbox from './outbox.repository.js';

const BATCH = 50;
/**
 * Mails sent at once, each on a pooled SMTP connection: a send waits on the network, so one after
 * another a process sent about 20 a second at best, and a launch's receipts waited minutes.
 */
const SENDS_IN_FLIGHT = 8;
const LOCK_SECONDS = 120;

/** The SMTP URL with a pool of connections that stay open between mails, as many as sends in flight. */
function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(SENDS_IN_FLIGHT));
  return url.toString();
}

/** How many e-mails wait to be sent, across stores (for the metrics). */
export function outboxBacklog(ctx: AppContext): Promise<number> {
  return outbox.countPendingEmails(ctx.database.allStoresDb);
}

/**
 * Sends queued e-mails. Each mail is claimed before sending, so several processes can run workers;
 * a failure leaves it queued with a growing delay, so nothing is lost while the SMTP server is down.
 * Without SMTP_URL mails are kept for the development mailbox.
 */
export function createOutboxWorker(ctx: AppContext): PeriodicJob {
  const transport: Transporter | null = ctx.config.smtpUrl
    ? nodemailer.createTransport(pooledSmtpUrl(ctx.config.smtpUrl))
    : null;
  const fromAddress = ctx.config.mailFrom;

  // The outbox holds every store's mail, and one worker sends them all.
  const db = ctx.database.allStoresDb;

  async function sendOne(id: number): Promise<boolean> {
    const now = ctx.clock.now();
    if (!(await outbox.claimEmail(db, id, now.toISOString(), addSeconds(now, LOCK_SECONDS).toISOString()))) {
      return false;
    }
    const email = await outbox.findEmail(db, id);
    if (!transport) {
      await outbox.markEmailDone(db, id, 'kept', ctx.clock.now().toISOString());
      return true;
    }
    try {
      await transport.sendMail({
        from: { name: email.from_name, address: fromAddress },
        to: email.to_address,
        ...(email.reply_to ? { replyTo: email.reply_to } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.attachments && email.store_id !== null
          ? {
              attachments: await ctx.mailAttachments.render(
                db,
                email.store_id,
                JSON.parse(email.attachments) as AttachmentRef[],
              ),
            }
          : {}),
        ...(email.list_unsubscribe
          ? {
              list: { unsubscribe: email.list_unsubscribe },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
        messageId: `<outbox-${email.id}-${email.created_at.replace(/\D/g, '')}@${fromAddress.split('@')[1]}>`,
      });
      await outbox.markEmailDone(db, id, 'sent', ctx.clock.now().toISOString());
      return true;
    } catch (error) {
      const attempt = email.attempts + 1;
      await outbox.markEmailRetry(
        db,
        id,
        addSeconds(ctx.clock.now(), backoffSeconds(attempt)).toISOString(),
        error instanceof Error ? error.message : String(error),
        attempt >= MAX_OUTBOX_ATTEMPTS,
      );
      return false;
    }
  }

  // Once the server stops, the mails being sent are finished and the rest are left for another process.
  async function runBatch(stopping: AbortSignal) {
    const ids = await outbox.dueEmailIds(db, ctx.clock.now().toISOString(), BATCH);
    const limit = pLimit(SENDS_IN_FLIGHT);
    const results = await Promise.all(ids.map((id) => limit(() => !stopping.aborted && sendOne(id))));
    return { handled: results.filter(Boolean).length, full: ids.length === BATCH };
  }

  const job = periodicJob(runBatch);
  return {
    ...job,
    async stop() {
      await job.stop();
      transport?.close();
    },
  };
}
