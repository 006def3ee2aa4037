import type { Transaction } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Dialect } from './db/dialect.js';
import type { Database } from './db/schema.js';
import type { EventBus } from './events/event-bus.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Clock } from './lib/clock.js';
import type { MailAttachments } from './lib/mail-attachments.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { Storages } from './lib/storage.js';

/**
 * The infrastructure the routes and services of one app instance share, and nothing of a feature:
 * what a plugin or module adds to the app it declares in its own file (`declare module 'fastify'`).
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  rateLimiter: RateLimiter;
  storage: Storages;
  /** Where changes publish what follows from them, and modules subscribe (decision 025). */
  events: EventBus<UnitOfWork>;
  /** What is done after a commit: events' handlers, e-mails, webhook deliveries (decision 064). */
  jobs: JobQueue;
  /** The files e-mails may carry, rendered from their records when sent (decision 036). */
  mailAttachments: MailAttachments;
}

/** The infrastructure without the database handle: for code that is given the database it works on. */
export type Infrastructure = Omit<AppContext, 'database'>;

/**
 * What code running inside a transaction gets: the app's infrastructure with the transaction in place
 * of the database handle. The handle is left out on purpose: a query on it from inside would wait for
 * the transaction's own lock for good on SQLite and run outside the transaction on PostgreSQL.
 */
export interface UnitOfWork extends Infrastructure {
  db: Transaction<Database>;
  dialect: Dialect;
  /** Runs `task` once the transaction committed (and never if it rolled back), before it answers. */
  afterCommit(task: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
