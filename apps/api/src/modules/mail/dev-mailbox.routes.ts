import type { FastifyRequest } from 'fastify';
import { idParams } from '@platform/contract';
import { AppError } from '../../errors.js';
import { requireDevelopmentMachine } from '../../lib/development-only.js';
import type { ZodApp } from '../../zod-app.js';
import { mailboxEmailHtml, mailboxPage } from './dev-mailbox.service.js';

/**
 * Where the platform runs for development without SMTP_URL (config.ts), e-mails are kept and shown
 * here on the admin host, so the whole flow (order confirmations, sign-in links) can be followed.
 */
export async function devMailboxRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const requireMailbox = (request: FastifyRequest) => {
    requireDevelopmentMachine(request, ctx.config);
    if (!ctx.config.devMailbox) throw AppError.notFound();
  };

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    requireMailbox(request);
    return reply.type('text/html; charset=utf-8').send(await mailboxPage(ctx));
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    requireMailbox(request);
    return reply.type('text/html; charset=utf-8').send(await mailboxEmailHtml(ctx, request.params.id));
  });
}
