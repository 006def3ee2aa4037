import type { AppContext, UnitOfWork } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseOptions } from './db/database.js';
import { registerJobRunners, registerMailAttachments, subscribeToEvents } from './event-subscriptions.js';
import { productSales } from './product-sales.js';
import { MailAttachments } from './lib/mail-attachments.js';
import { EventBus } from './events/event-bus.js';
import { JobQueue } from './jobs/job-queue.js';
import { aheadOfSystemClock, type Clock } from './lib/clock.js';
import { databaseRateLimiter, redisRateLimiter } from './lib/rate-limiter.js';
import { diskStorages, tempArea, type Storages } from './lib/storage.js';
import { transaction } from './unit-of-work.js';

/**
 * The bucket when one is configured, else the disk. The S3 SDK is loaded only for a bucket: a server
 * on disk does not pay for its start-up.
 */
async function openStorages(config: Config): Promise<Storages> {
  if (!config.s3) return diskStorages(config.dataDir);
  const { s3Storages } = await import('./lib/s3-storage.js');
  return s3Storages(config.s3, tempArea(config.dataDir));
}

/**
 * Opens the database (migrated to the latest schema) and the shared services for one app, with the
 * modules subscribed to the events they react to.
 */
export async function createContext(
  config: Config,
  options: DatabaseOptions & { clock?: Clock } = {},
): Promise<AppContext> {
  const database = await openDatabase(config.databaseUrl, config.appKey, {
    assertTenantScopes: config.assertTenantScopes,
    ...options,
  });
  const clock = options.clock ?? aheadOfSystemClock(config.clockOffsetSeconds);
  const jobs = new JobQueue({ allStoresDb: database.allStoresDb, dialect: database.dialect, clock });
  const events = new EventBus<UnitOfWork>({ transaction: (work) => transaction(ctx, work), jobs });
  const ctx: AppContext = {
    config,
    database,
    clock,
    rateLimiter: config.redisUrl
      ? redisRateLimiter(config.redisUrl)
      : databaseRateLimiter(database.db, clock),
    storage: await openStorages(config),
    events,
    jobs,
    mailAttachments: new MailAttachments(),
    productSales: productSales(),
  };
  subscribeToEvents(events);
  registerMailAttachments(ctx.mailAttachments);
  registerJobRunners(ctx);
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  ctx.jobs.close();
  await ctx.rateLimiter.close();
  ctx.storage.close();
  await ctx.database.close();
}
