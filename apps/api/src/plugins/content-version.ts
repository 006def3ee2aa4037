import type { FastifyInstance } from 'fastify';
import { bumpContentVersion } from '../modules/kernel/index.js';
import { addRouteHook } from './route-hooks.js';

/**
 * Every successful change a merchant makes to a store moves its content version on before the answer
 * leaves, so the next shop request already misses the cache. Changes commit before this runs.
 */
export function useContentVersion(app: FastifyInstance): void {
  addRouteHook(
    app,
    (config) => config.tenant !== undefined,
    'onSend',
    async (request, reply, payload) => {
      if (request.storeId !== null && request.method !== 'GET' && reply.statusCode < 400) {
        await bumpContentVersion(app.ctx.database.db, request.storeId);
      }
      return payload;
    },
  );
}
