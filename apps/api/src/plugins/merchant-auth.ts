import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { findActiveAccessToken } from '../modules/auth/index.js';
import { hashToken } from '../lib/crypto.js';
import { addRouteHook } from './route-hooks.js';

export interface MerchantSession {
  userId: number;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    merchant: MerchantSession | null;
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

/** Routes with `config.auth = 'merchant'` need a valid, unexpired, unrevoked access token. */
export function useMerchantAuth(app: FastifyInstance): void {
  app.decorateRequest('merchant', null);
  addRouteHook(
    app,
    (config) => config.auth === 'merchant',
    'onRequest',
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw AppError.unauthenticated();
      const row = await findActiveAccessToken(
        app.ctx.database.db,
        hashToken(token),
        app.ctx.clock.now().toISOString(),
      );
      if (!row) throw AppError.unauthenticated();
      request.merchant = { userId: row.user_id, familyId: row.family_id };
    },
  );
}
