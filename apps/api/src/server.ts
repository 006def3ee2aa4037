import { buildApp } from './app.js';
import type { Config } from './config.js';
import { closeContext, createContext } from './context.js';
import { createOutboxWorker } from './modules/mail/index.js';
import { createOrderExpiryJob } from './modules/orders/index.js';

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

/** One serving process: the app on its port, and beside it the e-mail outbox and the order expiry jobs. */
export async function serve(config: Config): Promise<RunningServer> {
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const outboxWorker = createOutboxWorker(ctx);
  outboxWorker.start(config.outboxIntervalMs);
  const expiryJob = createOrderExpiryJob(ctx);
  expiryJob.start(config.orderExpiryIntervalMs);
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    async stop() {
      await outboxWorker.stop();
      await expiryJob.stop();
      await app.close();
      await closeContext(ctx);
    },
  };
}
