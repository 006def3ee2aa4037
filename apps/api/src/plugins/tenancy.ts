import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_ID } from '@platform/contract';
import { enterStore } from '../db/tenant-scope.js';
import { AppError } from '../errors.js';
import { storeOwnedBy } from '../modules/kernel/index.js';
import { addRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store the request acts on, checked against the merchant's stores by the tenancy plugin. */
    storeId: number | null;
  }
  interface FastifyContextConfig {
    /** Where the store id is: `store_id` in params, query, body (any present), or the `id` param of a store route. */
    tenant?: 'store_id' | 'param:id';
  }
}

function storeIdsNamedBy(request: FastifyRequest): unknown[] {
  if (request.routeOptions.config.tenant === 'param:id') {
    return [(request.params as { id?: unknown }).id];
  }
  return [request.params, request.query, request.body]
    .map((part) => (part && typeof part === 'object' ? (part as { store_id?: unknown }).store_id : undefined))
    .filter((value) => value !== undefined);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An API token belongs to one store (decision 038), so a call made with it need not name the store:
 * where `store_id` is left out of the query and the body, the token's store is filled in before the
 * request is validated. A `store_id` that names another store is refused on that field, saying which
 * store the token works on; a signed-in merchant's request is left as it came.
 */
function fillTokenStore(request: FastifyRequest): void {
  const tokenStore = request.apiTokenStoreId;
  if (tokenStore === null || request.routeOptions.config.tenant !== 'store_id') return;
  const named = storeIdsNamedBy(request);
  if (named.some((value) => String(value) !== String(tokenStore))) {
    throw new AppError(422, 'invalid', { store_id: 'store_id_not_token_store' }, { store: tokenStore });
  }
  if (named.length > 0) return;
  const schema = request.routeOptions.schema;
  // The query as the route's schema reads it (a string, coerced), and the body where it takes one.
  if (schema?.querystring)
    request.query = { ...(isObject(request.query) ? request.query : {}), store_id: String(tokenStore) };
  if (schema?.body && (request.body === undefined || isObject(request.body))) {
    request.body = { ...(request.body ?? {}), store_id: tokenStore };
  }
}

/**
 * The one check that a merchant acts only on their own stores. Every store id the request names (in
 * path, query or body) must be one of the merchant's; anything else is 404, so nothing leaks whether
 * another tenant's store exists. The checked store becomes the request's tenant scope, so the
 * database shows the request that store's rows only.
 */
export function useTenancy(app: FastifyInstance): void {
  app.decorateRequest('storeId', null);
  addRouteHook(
    app,
    (config) => config.tenant === 'store_id',
    'preValidation',
    async (request) => fillTokenStore(request),
  );
  addRouteHook(
    app,
    (config) => config.tenant !== undefined,
    'preHandler',
    async (request) => {
      const merchant = request.merchant;
      if (!merchant) throw AppError.unauthenticated();
      const named = storeIdsNamedBy(request);
      if (named.length === 0) throw AppError.invalid({ store_id: 'required' });
      const ids = new Set(named.map(Number));
      const [storeId] = ids;
      if (ids.size !== 1 || storeId === undefined || !Number.isInteger(storeId) || storeId > MAX_ID) {
        throw AppError.notFound();
      }
      // An API token reaches its own store only, as if no other existed.
      if (request.apiTokenStoreId !== null && storeId !== request.apiTokenStoreId) throw AppError.notFound();
      if (!(await storeOwnedBy(app.ctx.database.db, storeId, merchant.userId))) throw AppError.notFound();
      request.storeId = storeId;
      enterStore(storeId);
    },
  );
}
