import { idParams, RESERVED_ADMIN_SLUG } from '@platform/contract';
import { AppError } from '../../errors.js';
import { hostLabel } from '../../lib/hosts.js';
import type { ZodApp } from '../../zod-app.js';
import { mailboxEmailHtml, mailboxPage } from './dev-mailbox.service.js';

/**
 * Without SMTP_URL, e-mails are kept and shown here on the admin host, so the whole flow (order
 * confirmations, sign-in links) can be followed on a development machine.
 */
export async function devMailboxRoutes(app: ZodApp) {
  const ctx = app.ctx;
  if (ctx.config.smtpUrl) return;
  const requireAdminHost = (host: string) => {
    if (hostLabel(host, ctx.config.publicHost) !== RESERVED_ADMIN_SLUG) throw AppError.notFound();
  };

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    requireAdminHost(request.host);
    return reply.type('text/html; charset=utf-8').send(await mailboxPage(ctx));
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    requireAdminHost(request.host);
    return reply.type('text/html; charset=utf-8').send(await mailboxEmailHtml(ctx, request.params.id));
  });
}
