import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isLocale, RESERVED_ADMIN_SLUG } from '@platform/contract';
import { AppError } from '../errors.js';
import { hostLabel, hostOrigin } from '../lib/hosts.js';
import { readShopBuild, renderShopPage, resolveShopPage, type ShopPage } from '../modules/shop/index.js';
import { issueXsrfCookie } from './xsrf.js';

const NOT_BUILT =
  '<!doctype html><title>Not built</title><p>The web app is not built: run <code>npm run build</code>.</p>';

/**
 * Serves the built web app on every host: its assets, and the app's HTML for every page route so the
 * client router takes over. Store hosts get the shop's own build, each page with its preview, its
 * code announced and its first answers inlined. The bare public host (and www.) sends a newcomer to
 * the admin.
 */
export async function useWebApp(app: FastifyInstance): Promise<void> {
  const { publicHost, publicProtocol } = app.ctx.config;
  // The build `dist` names now, by its own directory: a later build switches `dist` to another
  // (apps/web/builder/atomic-build.ts), while this server keeps serving the pages and the chunks it
  // started with, which refer to each other.
  const configured = app.ctx.config.webDistDir;
  const webDistDir = existsSync(configured) ? realpathSync(configured) : configured;
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT;
  const shopBuild = built ? readShopBuild(webDistDir) : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes a Brotli and a gzip copy of each text file (apps/web/vite-plugins/precompress.ts):
      // sent to browsers that accept them, never as files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Set here alone: the default header would otherwise overwrite what setHeaders sets.
      cacheControl: false,
      setHeaders(response, filePath) {
        response.setHeader('vary', 'accept-encoding');
        // Built assets carry a content hash in their names, so a name never changes its content.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
        );
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/v1/') || request.url === '/v1') throw AppError.notFound();
    const host = request.host.toLowerCase();
    const label = hostLabel(host, publicHost);
    // Addresses come from the configuration alone: the Host header only chooses among them, and a
    // request target in absolute form (`http://elsewhere/…`) keeps no part of itself.
    if (host.replace(/:\d+$/, '') === publicHost.replace(/:\d+$/, '') || label === 'www') {
      const target = request.url.startsWith('/') ? request.url : '/';
      return reply.redirect(`${hostOrigin(RESERVED_ADMIN_SLUG, publicHost, publicProtocol)}${target}`);
    }
    let html = indexHtml;
    if (label && label !== RESERVED_ADMIN_SLUG) {
      let page: Partial<ShopPage> & Pick<ShopPage, 'name'>;
      try {
        const origin = hostOrigin(label, publicHost, publicProtocol);
        const [pathname, search] = request.url.split('?');
        const lang = new URLSearchParams(search ?? '').get('lang');
        page = await resolveShopPage(
          app.shopAnswers,
          label,
          pathname!,
          origin,
          isLocale(lang) ? lang : undefined,
        );
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
        reply.status(404);
        page = { name: 'pageNotFound' };
      }
      html = renderShopPage(shopBuild?.html ?? NOT_BUILT, page, shopBuild?.chunksOf(page.name) ?? []);
    }
    issueXsrfCookie(request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
