import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { API_TOKEN_PREFIX, scopeForRoute, useApiToken } from '../modules/api-tokens/index.js';
import { useAccessToken } from '../modules/auth/index.js';
import { addRouteHook } from './route-hooks.js';

export interface MerchantSession {
  userId: number;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    merchant: MerchantSession | null;
    /** The one store an API token acts on (decision 038); null for a signed-in merchant. */
    apiTokenStoreId: number | null;
  }
  interface FastifyContextConfig {
    /** `merchant`: a valid bearer access token is required. */
    auth?: 'merchant';
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Routes with `config.auth = 'merchant'` need a valid, unexpired, unrevoked access token, or an
 * unrevoked API token (`pat_…`, decision 038) whose scopes cover the route: 403 where they do not, and
 * on every route that is not for tokens at all. The token's store is held to by the tenancy plugin.
 */
export function useMerchantAuth(app: FastifyInstance): void {
  app.decorateRequest('merchant', null);
  app.decorateRequest('apiTokenStoreId', null);
  addRouteHook(
    app,
    (config) => config.auth === 'merchant',
    'onRequest',
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw AppError.unauthenticated();
      if (token.startsWith(API_TOKEN_PREFIX)) {
        const grant = await useApiToken(app.ctx, token);
        if (!grant) throw AppError.unauthenticated();
        const scope = scopeForRoute(request.routeOptions.url ?? '', request.method);
        if (!scope || !grant.scopes.includes(scope)) throw new AppError(403, 'forbidden');
        request.merchant = { userId: grant.userId, familyId: `api-token:${grant.tokenId}` };
        request.apiTokenStoreId = grant.storeId;
        return;
      }
      const session = await useAccessToken(app.ctx, token);
      if (!session) throw AppError.unauthenticated();
      request.merchant = session;
    },
  );
}
