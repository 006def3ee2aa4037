import type { FastifyRequest } from 'fastify';
import { idParams, RESERVED_ADMIN_SLUG } from '@platform/contract';
import { AppError } from '../../errors.js';
import { hostLabel } from '../../lib/hosts.js';
import type { ZodApp } from '../../zod-app.js';
import { mailboxEmailHtml, mailboxPage } from './dev-mailbox.service.js';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Where the platform runs for development (plain http on a loopback PUBLIC_HOST, no SMTP_URL: see
 * config.ts), e-mails are kept and shown here on the admin host, so the whole flow (order
 * confirmations, sign-in links) can be followed. Anywhere else, and to any other machine, the paths
 * answer 404: registered all the same, so that the web app does not answer them with its page.
 */
export async function devMailboxRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const requireMailbox = (request: FastifyRequest) => {
    // The socket's own address: X-Forwarded-For, which TRUST_PROXY would believe, is the client's say.
    const local = LOOPBACK_ADDRESSES.has(request.raw.socket.remoteAddress ?? '');
    if (
      !ctx.config.devMailbox ||
      !local ||
      hostLabel(request.host, ctx.config.publicHost) !== RESERVED_ADMIN_SLUG
    ) {
      throw AppError.notFound();
    }
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
