import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../app-context.js';
import { addSeconds } from '../../lib/clock.js';
import type { AttachmentRef } from '../../lib/mail-attachments.js';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.js';
import { backoffSeconds, MAX_OUTBOX_ATTEMPTS } from '../../lib/retry-backoff.js';
import * as outbox from './outbox.repository.js';

const BATCH = 20;
const LOCK_SECONDS = 120;

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
    ? nodemailer.createTransport(ctx.config.smtpUrl)
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

  // Once the server stops, the mail being sent is finished and the rest are left for another process.
  async function runOnce(stopping: AbortSignal): Promise<number> {
    const ids = await outbox.dueEmailIds(db, ctx.clock.now().toISOString(), BATCH);
    let sent = 0;
    for (const id of ids) {
      if (stopping.aborted) break;
      if (await sendOne(id)) sent += 1;
    }
    return sent;
  }

  const job = periodicJob(runOnce);
  return {
    ...job,
    async stop() {
      await job.stop();
      transport?.close();
    },
  };
}
