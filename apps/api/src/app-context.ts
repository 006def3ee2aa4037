import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Clock } from './lib/clock.js';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
