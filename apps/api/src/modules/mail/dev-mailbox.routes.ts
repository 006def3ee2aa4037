import { z } from 'zod';
import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import { AppError } from '../../errors.js';
import { hostLabel } from '../../lib/hosts.js';
import type { ZodApp } from '../../zod-app.js';
import { findKeptEmail, listKeptEmails } from './outbox.repository.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Without SMTP_URL, e-mails are kept and shown here on the admin host, so the whole flow (order
 * confirmations, sign-in links) can be followed on a development machine.
 */
export async function devMailboxRoutes(app: ZodApp) {
  const ctx = app.ctx;
  if (ctx.config.smtpUrl) return;
  const onAdminHost = (host: string) => hostLabel(host, ctx.config.publicHost) === RESERVED_ADMIN_SLUG;

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!onAdminHost(request.host)) throw AppError.notFound();
    const emails = await listKeptEmails(ctx.database.db, 100);
    const rows = emails
      .map(
        (email) =>
          `<tr><td>${escapeHtml(email.created_at.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(email.to_address)}</td><td><a href="/dev/mailbox/${email.id}">${escapeHtml(email.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;margin:32px}td,th{padding:6px 12px;text-align:left;border-bottom:1px solid #e5e7eb}</style></head><body><h1>Development mailbox</h1><p>E-mails are kept here because SMTP_URL is not set.</p><table><tr><th>Time</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`,
      );
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      if (!onAdminHost(request.host)) throw AppError.notFound();
      const email = await findKeptEmail(ctx.database.db, request.params.id);
      if (!email) throw AppError.notFound();
      return reply.type('text/html; charset=utf-8').send(email.html);
    },
  );
}
