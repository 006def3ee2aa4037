import type { FastifyInstance } from 'fastify';
import { readinessCheck } from './readiness.js';

/**
 * The probes of an orchestrator or load balancer, on every host and outside the API's `/v1`:
 * `/healthz` answers as long as the process serves at all (it asks nothing, so a slow database never
 * gets a live server restarted), `/readyz` whether the server can serve requests now (503 naming what
 * failed otherwise, so traffic goes elsewhere). Neither is ever cached. Their paths are kept from
 * storefront slugs (RESERVED_STOREFRONT_SLUGS), so no shop page hides behind them.
 */
export function useHealthChecks(app: FastifyInstance): void {
  const ready = readinessCheck(app.ctx, (check, error) =>
    app.log.warn({ err: error, check }, 'readiness check failed'),
  );
  const probe = { schema: { hide: true }, config: { data: true } };

  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });

  app.get('/readyz', probe, async (_request, reply) => {
    const readiness = await ready();
    reply.status(readiness.status === 'ready' ? 200 : 503).header('cache-control', 'no-store');
    return readiness;
  });
}
