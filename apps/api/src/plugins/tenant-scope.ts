import type { FastifyInstance } from 'fastify';
import { tenantScopesKept, withTenantScope } from '../db/tenant-scope.js';

/**
 * Gives every request a tenant scope of its own, without a store until the tenancy plugin or the
 * shop's slug look-up enters one. The callback-style hook runs the rest of the request inside it (as
 * @fastify/request-context does); Fastify carries that context over body parsing itself. Nothing to
 * do where the process keeps no scopes (SQLite).
 */
export function useTenantScope(app: FastifyInstance): void {
  if (!tenantScopesKept()) return;
  app.addHook('onRequest', (_request, _reply, done) => {
    withTenantScope(done);
  });
}
