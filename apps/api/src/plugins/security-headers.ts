import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { EMBED_OVERLAY_PARAM, RESERVED_ADMIN_SLUG } from '@platform/contract';
import { boundedCache } from '../cache/bounded-cache.js';
import { hostLabel } from '../lib/hosts.js';
import { embedAllowLists } from '../modules/embed/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An API route that answers with a page for a browser tab (the test provider's checkout), not data:
     * it gets a page's security headers, and is never framed. `'overlay'`: framed as the store's own pages
     * are when the address asks for the embed's checkout overlay (decision 080), else never.
     */
    page?: boolean | 'overlay';
    /**
     * A route outside `/v1` that answers with data, not a page (the health probes): it gets the API's
     * headers, and answers without looking up a store's frame allow-list.
     */
    data?: boolean;
  }
}

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
/** Combinations of answer kind, host kind and frame allow-list: one per store with a list, at most. */
const MAX_PREPARED = 10_000;

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
 * What an answer is, for its headers: the API's data (JSON, downloads), the API docs page, or another
 * page (the admin, a store's pages, the test provider's checkout).
 */
type AnswerKind = 'api' | 'docs' | 'page';

/** Data is never a document: nothing in it may load or run, and no site may frame it. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer. The admin may never be framed; a store's pages may, by the sites
 * on the store's allow-list or, when the merchant leaves it empty, by any site (docs/design.md "Security
 * rules"). Store hosts also serve embed.js and images to other sites, so their resources are
 * cross-origin readable; the admin's stay same-site. API answers get the few headers that matter for
 * data (OWASP's REST Security Cheat Sheet), not the ones that steer a document. Each combination's
 * headers are put together once and then set as they are: building them per request was a quarter of
 * a cached shop read, and the document headers on API answers a fifth.
 */
export async function useSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { publicProtocol, publicHost } = app.ctx.config;
  const https = publicProtocol === 'https';
  const base = helmetHeaders(https);
  const dataBase: Headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': base['strict-transport-security']! } : {}),
  };
  const allowLists = embedAllowLists(app.ctx);
  const storeFrames = `${publicProtocol}://*.${publicHost}`;
  const prepared = boundedCache<Headers>('security-headers', MAX_PREPARED);

  function headersFor(kind: AnswerKind, storeHost: boolean, ancestors: string | null): Headers {
    const key = `${kind}|${storeHost}|${ancestors}`;
    let headers = prepared.get(key);
    if (!headers) {
      // The admin shows live previews of the merchant's stores (embed snippets) in frames.
      const frames = storeHost ? '' : `; frame-src 'self' ${storeFrames}`;
      const policy = kind === 'docs' ? DOCS_POLICY : BASE_POLICY;
      headers = {
        ...(kind === 'api' ? dataBase : base),
        'content-security-policy':
          kind === 'api' ? API_POLICY : `${policy}${frames}; frame-ancestors ${ancestors ?? "'none'"}`,
        'cross-origin-resource-policy': storeHost ? 'cross-origin' : 'same-site',
        ...(ancestors === null ? { 'x-frame-options': 'DENY' } : {}),
      };
      prepared.set(key, headers);
    }
    return headers;
  }

  // Callback style, so that only a store page, which needs its allow-list, waits for anything.
  app.addHook('onRequest', (request, reply, done) => {
    const label = hostLabel(request.host, publicHost);
    const storeHost = label !== null && label !== RESERVED_ADMIN_SLUG;
    const route = request.routeOptions;
    const kind: AnswerKind =
      (route.url?.startsWith('/v1/') && !route.config.page) || route.config.data
        ? 'api'
        : request.url.startsWith('/docs')
          ? 'docs'
          : 'page';
    // A page among the API's routes (the test provider's checkout) refuses frames, so a checkout is
    // never shown inside another site; but in the embed's overlay, framed as the store's own checkout is.
    const inOverlay =
      route.config.page === 'overlay' &&
      (request.query as Record<string, unknown>)[EMBED_OVERLAY_PARAM] === '1';
    if (kind !== 'page' || !storeHost || (route.config.page && !inOverlay)) {
      reply.headers(headersFor(kind, storeHost, null));
      return done();
    }
    allowLists.frameAncestors(label).then((ancestors) => {
      reply.headers(headersFor(kind, storeHost, ancestors));
      done();
    }, done);
  });
}
