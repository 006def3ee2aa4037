import type { Registry } from 'prom-client';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { closeContext, createContext } from './context.js';
import type { PeriodicJob } from './lib/periodic-job.js';
import { createOrderExpiryJob } from './modules/orders/index.js';
import { createCheckoutReminderJob } from './modules/reminders/index.js';

/** How often, while stopping, connections that came free are closed. */
const IDLE_SWEEP_MS = 50;

export interface RunningServer {
  port: number;
  /** The process's metrics, where METRICS_PORT is set. */
  metrics: Registry | null;
  /**
   * Stops taking connections and lets what is under way finish: the requests in flight and the jobs
   * being run. Then the database and Redis connections close.
   */
  stop(): Promise<void>;
}

/**
 * One serving process: the app on its port, and beside it the periodic jobs: the job queue's worker
 * (events' handlers, e-mails, webhook deliveries: decision 064), the order expiry and the payment
 * reminders.
 */
export async function serve(config: Config): Promise<RunningServer> {
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  // Every job the process runs, with its interval: started together and stopped together, so that
  // none is left ticking on a closed database after a stop.
  const jobs: [PeriodicJob, number][] = [
    [ctx.jobs.worker(), config.outboxIntervalMs],
    [createOrderExpiryJob(ctx), config.orderExpiryIntervalMs],
    [createCheckoutReminderJob(ctx), config.orderExpiryIntervalMs],
  ];
  for (const [job, intervalMs] of jobs) job.start(intervalMs);
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    metrics: app.metrics,
    async stop() {
      // Node closes the connections that are idle when the server closes, but a keep-alive connection
      // whose request finishes afterwards would stay open until its client lets go (72 s): those are
      // closed as they come free, so the stop waits for requests, not for idle clients.
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await Promise.all([app.close(), ...jobs.map(([job]) => job.stop())]);
      } finally {
        clearInterval(sweep);
      }
      await closeContext(ctx);
    },
  };
}
