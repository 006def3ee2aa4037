import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { cacheCounts, type CacheCounts } from '../cache/bounded-cache.js';
import { outboxBacklog } from '../modules/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics, or null where METRICS_PORT is not set and none are kept. */
    metrics: Registry | null;
  }
}

/** From a cached read (well under a millisecond) to an upload (seconds). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests the router matched no route for; their paths are the caller's, so they share one label. */
const NO_ROUTE = 'none';

function cacheCounter(
  registry: Registry,
  name: string,
  help: string,
  count: (counts: CacheCounts) => number,
) {
  return new Counter({
    name,
    help,
    labelNames: ['cache'],
    registers: [registry],
    // The caches count in plain numbers (a counter's labels cost a look-up on the hot path); read here.
    collect() {
      this.reset();
      for (const [cache, counts] of cacheCounts()) this.inc({ cache }, count(counts));
    },
  });
}

/**
 * Prometheus metrics, kept only when METRICS_PORT is set (main.ts serves them there): every request's
 * duration by method, route pattern (never the URL a caller chose, so the labels stay few) and
 * status, which also counts the requests; the e-mails waiting in the outbox; the hits and misses of
 * each cache; and Node's own (CPU, memory, event loop delay). In a cluster worker the registry answers
 * the primary, which adds the workers' metrics up for one scrape.
 */
export function useMetrics(app: FastifyInstance): void {
  if (app.ctx.config.metricsPort === undefined) {
    app.decorate('metrics', null);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Callback style: it runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? NO_ROUTE, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'outbox_emails_pending',
    help: 'E-mails in the outbox waiting to be sent, due or not yet',
    registers: [registry],
    // Every process reads the same table: one reading, not their sum.
    aggregator: 'max',
    async collect() {
      try {
        this.set(await outboxBacklog(app.ctx));
      } catch (error) {
        // Unknown while the database cannot be asked (/readyz says so); the rest is still scraped.
        app.log.warn({ err: error }, 'outbox backlog not read');
        this.set(Number.NaN);
      }
    },
  });
  cacheCounter(registry, 'cache_hits_total', 'Look-ups a cache answered, by cache', (counts) => counts.hits);
  cacheCounter(
    registry,
    'cache_misses_total',
    'Look-ups a cache could not answer, by cache',
    (counts) => counts.misses,
  );

  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    // Made for what its constructor does in a worker: answer the primary's requests for metrics.
    new AggregatorRegistry();
  }
  app.decorate('metrics', registry);
}
