import type { FastifyContextConfig } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { Storages } from './lib/storage.js';
import type { ShopAnswers } from './modules/shop/shop-answers.js';
import type { ShopStores } from './modules/stores/shop-stores.js';

/** What the routes and services of one app instance share. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  rateLimiter: RateLimiter;
  storage: Storages;
  shopStores: ShopStores;
}

export interface MerchantSession {
  userId: number;
  familyId: string;
}

/** One route of the app as registered, so tests can walk every route without a list to keep. */
export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** The contract schemas of the route's body, querystring and params, where it has them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    shopAnswers: ShopAnswers;
    routeTable: readonly RouteEntry[];
  }
  interface FastifyRequest {
    merchant: MerchantSession | null;
    /** The store the request acts on, checked against the merchant's stores by the tenancy plugin. */
    storeId: number | null;
  }
  interface FastifyContextConfig {
    /** `merchant`: a valid bearer access token is required. */
    auth?: 'merchant';
    /** Where the store id is: `store_id` in params, query, body (any present), or the `id` param of a store route. */
    tenant?: 'store_id' | 'param:id';
    /** The request is authenticated by a cookie and must carry the XSRF header. */
    xsrf?: boolean;
    /**
     * An API route that answers with a page for a browser tab (the test provider's checkout), not data:
     * it gets a page's security headers, and is never framed.
     */
    page?: boolean;
  }
}
