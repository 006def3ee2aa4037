import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

type Headers = Record<string, string>;

/** Helmet's headers (all but the few set per host below), read once from helmet itself. */
function helmetHeaders(hsts: boolean): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    strictTransportSecurity: hsts,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer. The admin may never be framed; a store's pages may, by the sites
 * on the store's allow-list or, when the merchant leaves it empty, by any site (DESIGN.md "Security
 * rules"). Store hosts also serve embed.js and images to other sites, so their resources are
 * cross-origin readable; the admin's stay same-site. Each combination's headers are put together once
 * and then set as they are: building them per request was a quarter of a cached shop read.
 */
export async function useSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { publicProtocol, publicHost } = app.ctx.config;
  const base = helmetHeaders(publicProtocol === 'https');
  const allowLists = embedAllowLists(app.ctx);
  const storeFrames = `${publicProtocol}://*.${publicHost}`;
  const prepared = new Map<string, Headers>();

  function headersFor(docs: boolean, storeHost: boolean, ancestors: string | null): Headers {
    const key = `${docs}|${storeHost}|${ancestors}`;
    let headers = prepared.get(key);
    if (!headers) {
      // The admin shows live previews of the merchant's stores (embed snippets) in frames.
      const frames = storeHost ? '' : `; frame-src 'self' ${storeFrames}`;
      headers = {
        ...base,
        'content-security-policy': `${docs ? DOCS_POLICY : BASE_POLICY}${frames}; frame-ancestors ${ancestors ?? "'none'"}`,
        'cross-origin-resource-policy': storeHost ? 'cross-origin' : 'same-site',
        ...(ancestors === null ? { 'x-frame-options': 'DENY' } : {}),
      };
      if (prepared.size > 10_000) prepared.clear();
      prepared.set(key, headers);
    }
    return headers;
  }

  app.addHook('onRequest', async (request, reply) => {
    const label = hostLabel(request.host, publicHost);
    const storeHost = label !== null && label !== RESERVED_ADMIN_SLUG;
    // Payment pages refuse frames, so a checkout is never shown inside another site.
    const framable = storeHost && !request.url.startsWith('/v1/payments/');
    const ancestors = framable ? await allowLists.frameAncestors(label) : null;
    reply.headers(headersFor(request.url.startsWith('/docs'), storeHost, ancestors));
  });
}
