import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { randomToken } from '../lib/crypto.js';
import { addRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request is authenticated by a cookie and must carry the XSRF header. */
    xsrf?: boolean;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Gives the browser its readable XSRF-TOKEN cookie when it has none. Called where a browser session
 * begins (every page load, and a sign-in that sets the refresh cookie), not on every API call: a
 * client without cookies needs none, and a fresh random token per call is measurable work.
 */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[XSRF_COOKIE]) return;
  reply.setCookie(XSRF_COOKIE, randomToken(), {
    path: '/',
    sameSite: 'lax',
    secure: request.server.ctx.config.publicProtocol === 'https',
    httpOnly: false,
  });
}

/**
 * Double-submit XSRF protection (docs/spec.md §7): a request that a cookie authenticates must echo the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header, which another site cannot read and so cannot send.
 */
export function useXsrf(app: FastifyInstance): void {
  addRouteHook(
    app,
    (config) => config.xsrf === true,
    'onRequest',
    async (request) => {
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
        throw new AppError(403, 'xsrf_mismatch');
      }
    },
  );
}
