import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import { hostLabel } from '../lib/hosts.js';

const BASE_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

// The API docs page runs Swagger UI's inline start-up script.
const DOCS_POLICY = BASE_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/**
 * Security headers on every answer. The admin may never be framed; a store's pages may, because
 * merchants embed their shop in their own websites (DESIGN.md "Security rules").
 */
export async function useSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: app.ctx.config.publicProtocol === 'https',
  });
  app.addHook('onRequest', async (request, reply) => {
    const label = hostLabel(request.host, app.ctx.config.publicHost);
    // Payment pages refuse frames, so a checkout is never shown inside another site.
    const framable =
      label !== null && label !== RESERVED_ADMIN_SLUG && !request.url.startsWith('/v1/payments/');
    const policy = request.url.startsWith('/docs') ? DOCS_POLICY : BASE_POLICY;
    reply.header('content-security-policy', `${policy}; frame-ancestors ${framable ? '*' : "'none'"}`);
    if (!framable) reply.header('x-frame-options', 'DENY');
  });
}
