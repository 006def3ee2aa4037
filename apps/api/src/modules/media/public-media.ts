import fastifyStatic from '@fastify/static';
import { AppError } from '../../errors.js';
import { isStorageKey, type Storage } from '../../lib/storage.js';
import type { ZodApp } from '../../zod-app.js';
import { MEDIA_PREFIX } from './image-storage.js';

/**
 * A key names new bytes each time (a fresh uuid per upload), so what a URL answers never changes: a
 * browser or a CDN may keep it for a year without asking again (decision 028).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the public area at /media/… on every host, with the same URLs whatever keeps the files: from
 * the folder on disk as static files, or from the bucket by streaming each object through, so the
 * bucket itself stays private (decision 028).
 */
export async function servePublicMedia(app: ZodApp, storage: Storage): Promise<void> {
  if (storage.root) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    // Anything in this area may be read by anyone; a key the server could not have made is not there.
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) throw AppError.notFound();
    const file = await storage.open(key);
    reply
      .type(file.contentType ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('cache-control', IMMUTABLE);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
}
