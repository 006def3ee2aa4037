import type { FastifyInstance } from 'fastify';
import { newTenantScope, runInTenantScope } from '../db/tenant-scope.js';

/**
 * Gives every request a tenant scope of its own, without a store until the tenancy plugin or the
 * shop's slug look-up enters one. The rest of the request runs inside it: from onRequest on, and
 * again from preValidation, because a body is parsed in the stream's own async context, which would
 * lose it (the same two hooks as @fastify/request-context).
 */
export function useTenantScope(app: FastifyInstance): void {
  app.decorateRequest('tenantScope', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = newTenantScope();
    request.tenantScope = scope;
    runInTenantScope(scope, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    runInTenantScope(request.tenantScope!, done);
  });
}
