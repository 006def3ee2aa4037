import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller's own id may look like to be kept: short, and nothing that could end a log line or a
 * header, or pass for another field in either.
 */
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * The id of a request: the one a load balancer or caller sent in `X-Request-Id`, so one request can be
 * followed through every system it passes, when it is a short plain token; else a new random one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request's id, the one on each log line of the request. Callback style: it runs on every request. */
export function useRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
