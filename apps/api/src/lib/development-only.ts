import type { FastifyRequest } from 'fastify';
import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import { AppError } from '../errors.js';
import { hostLabel } from './hosts.js';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The `/dev/…` paths serve a developer's own machine only: where the platform runs for development
 * (`config.development`), to a request from this machine, on the admin host. Anywhere else, and to any
 * other machine, they answer 404: registered all the same, so that the web app does not answer them
 * with its page.
 */
export function requireDevelopmentMachine(
  request: FastifyRequest,
  config: { development: boolean; publicHost: string },
): void {
  // The socket's own address: X-Forwarded-For, which TRUST_PROXY would believe, is the client's say.
  const local = LOOPBACK_ADDRESSES.has(request.raw.socket.remoteAddress ?? '');
  if (!config.development || !local || hostLabel(request.host, config.publicHost) !== RESERVED_ADMIN_SLUG) {
    throw AppError.notFound();
  }
}
