import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import { AppError } from '../errors.js';
import { hostLabel } from '../lib/hosts.js';
import { issueXsrfCookie } from './xsrf.js';
import { renderMeta, shopPageMeta } from '../modules/shop/page-meta.js';

const NOT_BUILT =
  '<!doctype html><title>Not built</title><p>The web app is not built: run <code>npm run build</code>.</p>';

/**
 * Serves the built web app on every host: its assets, and index.html for every page route so the
 * client router takes over. The bare public host (and www.) sends a newcomer to the admin.
 */
export async function useWebApp(app: FastifyInstance): Promise<void> {
  const { webDistDir, publicHost, publicProtocol } = app.ctx.config;
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(response, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/v1/') || request.url === '/v1') throw AppError.notFound();
    const host = request.host.toLowerCase();
    const [name, port = ''] = host.split(':');
    const base = publicHost.split(':')[0];
    if (name === base || hostLabel(host, publicHost) === 'www') {
      const portPart = port ? `:${port}` : '';
      return reply.redirect(`${publicProtocol}://${RESERVED_ADMIN_SLUG}.${base}${portPart}${request.url}`);
    }
    const label = hostLabel(host, publicHost);
    let html = indexHtml;
    if (label && label !== RESERVED_ADMIN_SLUG) {
      try {
        const origin = `${publicProtocol}://${host}`;
        const meta = await shopPageMeta(app.ctx, label, request.url.split('?')[0]!, origin);
        if (meta) html = renderMeta(indexHtml, meta);
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
        reply.status(404);
      }
    }
    issueXsrfCookie(request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
