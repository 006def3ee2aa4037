import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../app-context.js';
import type { JobRunner } from '../../jobs/job-queue.js';
import type { AttachmentRef } from '../../lib/mail-attachments.js';
import { transaction } from '../../unit-of-work.js';
import * as outbox from './outbox.repository.js';

/**
 * Connections to the SMTP server, each held open between mails: the queue's worker sends several mails
 * at once, and a new connection per mail cost more than the mail.
 */
const SMTP_CONNECTIONS = 8;

/** The SMTP URL with a pool of connections that stay open between mails. */
function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  return url.toString();
}

/** How many e-mails wait to be sent, across stores (for the metrics). */
export function outboxBacklog(ctx: AppContext): Promise<number> {
  return outbox.countPendingEmails(ctx.database.allStoresDb);
}

/**
 * Sends the queued e-mail an `email` job names (decision 005). A failure leaves the job to be tried
 * again by the queue's policy, so nothing is lost while the SMTP server is down; each mail carries a
 * Message-ID of its own row, so a receiving server drops the one copy a crash between SMTP's answer and
 * the commit could cause. Without SMTP_URL mails are kept for the development mailbox.
 */
export function createEmailSender(ctx: AppContext): JobRunner {
  const transport: Transporter | null = ctx.config.smtpUrl
    ? nodemailer.createTransport(pooledSmtpUrl(ctx.config.smtpUrl))
    : null;
  const fromAddress = ctx.config.mailFrom;
  // The outbox holds every store's mail, and one worker sends them all.
  const db = ctx.database.allStoresDb;

  return {
    async run(job) {
      const email = job.ref_id === null ? undefined : await outbox.findEmail(db, job.ref_id);
      // A mail goes only with its order, which goes only with its store, whose jobs go too.
      if (!email) return ctx.jobs.done(db, job).then(() => false);
      if (!transport) {
        await transaction(
          ctx,
          async (uow) => {
            await outbox.markEmailDone(uow.db, email.id, 'kept', uow.clock.now().toISOString());
            await uow.jobs.done(uow.db, job);
          },
          { allStores: true },
        );
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
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await transaction(
          ctx,
          async (uow) => {
            if (await uow.jobs.failed(uow.db, job, message)) await outbox.markEmailFailed(uow.db, email.id);
          },
          { allStores: true },
        );
        return false;
      }
      await transaction(
        ctx,
        async (uow) => {
          await outbox.markEmailDone(uow.db, email.id, 'sent', uow.clock.now().toISOString());
          await uow.jobs.done(uow.db, job);
        },
        { allStores: true },
      );
      return true;
    },
    close: () => transport?.close(),
  };
}
