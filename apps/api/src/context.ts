import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseOptions } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import { databaseRateLimiter, redisRateLimiter } from './lib/rate-limiter.js';
import { diskStorages } from './lib/storage.js';

/** Opens the database (migrated to the latest schema) and the shared services for one app. */
export async function createContext(
  config: Config,
  options: DatabaseOptions & { clock?: Clock } = {},
): Promise<AppContext> {
  const database = await openDatabase(config.databaseUrl, config.appKey, {
    assertTenantScopes: config.assertTenantScopes,
    ...options,
  });
  const clock = options.clock ?? systemClock;
  return {
    config,
    database,
    clock,
    rateLimiter: config.redisUrl
      ? redisRateLimiter(config.redisUrl)
      : databaseRateLimiter(database.db, clock),
    storage: diskStorages(config.dataDir),
  };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.rateLimiter.close();
  await ctx.database.close();
}
