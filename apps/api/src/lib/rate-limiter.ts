import { Redis } from 'ioredis';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { addSeconds, type Clock } from './clock.js';
import { hashToken } from './crypto.js';
import { countHit, deleteEndedWindows } from './rate-limits.repository.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets; meaningful when not allowed. */
  retryAfter: number;
}

/**
 * Counts hits per key in fixed windows, in a store every server process shares: Redis when there is
 * one, else the database (decision 015). Never in memory: with several processes each would count alone.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Fails when the store the counts are kept in cannot be reached (for the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts a hit on each limit; answers 429 with the longest wait when any of them is over. */
export async function enforceLimits(limiter: RateLimiter, limits: Limit[]): Promise<void> {
  const results = await Promise.all(
    limits.map((each) => limiter.hit(each.key, each.limit, each.windowSeconds)),
  );
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length > 0) {
    throw AppError.tooManyRequests(Math.max(...blocked.map((result) => result.retryAfter)));
  }
}

/** Ended windows are deleted now and then, so the table holds only the counts that still matter. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export function databaseRateLimiter(db: Db, clock: Clock): RateLimiter {
  let prunedAt = 0;
  return {
    async hit(key, limit, windowSeconds) {
      const now = clock.now();
      if (now.getTime() - prunedAt >= PRUNE_INTERVAL_MS) {
        prunedAt = now.getTime();
        await deleteEndedWindows(db, now.toISOString());
      }
      const window = await countHit(
        db,
        hashToken(key),
        now.toISOString(),
        addSeconds(now, windowSeconds).toISOString(),
      );
      return {
        allowed: window.hits <= limit,
        retryAfter: Math.max(1, Math.ceil((Date.parse(window.resets_at) - now.getTime()) / 1000)),
      };
    },
    // The counts are in the database, which the readiness check asks on its own.
    async ping() {},
    async close() {},
  };
}

export function redisRateLimiter(url: string, prefix = 'rate:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowSeconds) {
      const name = prefix + key;
      const replies = (await redis.multi().incr(name).expire(name, windowSeconds, 'NX').ttl(name).exec()) as [
        Error | null,
        number,
      ][];
      const count = replies[0]![1];
      const ttl = replies[2]![1];
      return { allowed: count <= limit, retryAfter: Math.max(1, ttl) };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
