import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { isHostHeader } from '../lib/hosts.js';

/**
 * A request whose Host header is no host name (or that has none) is refused before anything reads the
 * header. Addresses the server makes never come from it (decision 014); this keeps what decides the
 * store and the security headers to a plain name. Callback style: it runs on every request.
 */
export function useHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isHostHeader(request.host)) return done();
    done(new AppError(400, 'bad_host'));
  });
}
