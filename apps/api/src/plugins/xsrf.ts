import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { randomToken } from '../lib/crypto.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF protection (SPEC §7): every visitor gets a readable XSRF-TOKEN cookie, and a
 * request that a cookie authenticates must echo it in the X-XSRF-TOKEN header, which another site
 * cannot read and so cannot send.
 */
export function useXsrf(app: FastifyInstance): void {
  const secure = app.ctx.config.publicProtocol === 'https';
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomToken(), { path: '/', sameSite: 'lax', secure, httpOnly: false });
    }
    if (!request.routeOptions.config.xsrf) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new AppError(403, 'xsrf_mismatch');
    }
  });
}
