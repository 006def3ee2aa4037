import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import { hostLabel } from '../lib/hosts.js';
import { embedAllowLists } from '../modules/embed/embed-allow-lists.js';

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
 * Security headers on every answer. The admin may never be framed; a store's pages may, by the sites
 * on the store's allow-list or, when the merchant leaves it empty, by any site (DESIGN.md "Security
 * rules"). Store hosts also serve embed.js and images to other sites, so their resources are
 * cross-origin readable; the admin's stay same-site.
 */
export async function useSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    hsts: app.ctx.config.publicProtocol === 'https',
  });
  const allowLists = embedAllowLists(app.ctx);
  const storeFrames = `${app.ctx.config.publicProtocol}://*.${app.ctx.config.publicHost}`;
  app.addHook('onRequest', async (request, reply) => {
    const label = hostLabel(request.host, app.ctx.config.publicHost);
    const storeHost = label !== null && label !== RESERVED_ADMIN_SLUG;
    // Payment pages refuse frames, so a checkout is never shown inside another site.
    const framable = storeHost && !request.url.startsWith('/v1/payments/');
    const ancestors = framable ? await allowLists.frameAncestors(label) : "'none'";
    const policy = request.url.startsWith('/docs') ? DOCS_POLICY : BASE_POLICY;
    // The admin shows live previews of the merchant's stores (embed snippets) in frames.
    const frames = storeHost ? '' : `; frame-src 'self' ${storeFrames}`;
    reply.header('content-security-policy', `${policy}${frames}; frame-ancestors ${ancestors}`);
    reply.header('cross-origin-resource-policy', storeHost ? 'cross-origin' : 'same-site');
    if (!framable) reply.header('x-frame-options', 'DENY');
  });
}
