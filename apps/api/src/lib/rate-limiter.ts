import { Redis } from 'ioredis';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { addSeconds, type Clock } from './clock.js';
import { hashToken } from './crypto.js';
import { countHit, deleteEndedWindows, readWindow } from './rate-limits.repository.js';

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
  /** Whether one more hit would be allowed, without counting it: for limits that count only failures. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
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

/**
 * Answers 429 when any of the limits has no hit left, counting none: a limit of failed attempts
 * (decision 045) is checked before the attempt and counted with `enforceLimits` only when it failed.
 */
export async function refuseSpentLimits(limiter: RateLimiter, limits: Limit[]): Promise<void> {
  const results = await Promise.all(limits.map((each) => limiter.peek(each.key, each.limit)));
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
    async peek(key, limit) {
      const now = clock.now();
      const window = await readWindow(db, hashToken(key), now.toISOString());
      return {
        allowed: (window?.hits ?? 0) < limit,
        retryAfter: window
          ? Math.max(1, Math.ceil((Date.parse(window.resets_at) - now.getTime()) / 1000))
          : 0,
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
    async peek(key, limit) {
      const name = prefix + key;
      const replies = (await redis.multi().get(name).ttl(name).exec()) as [Error | null, string | number][];
      const count = Number(replies[0]![1] ?? 0);
      return { allowed: count < limit, retryAfter: Math.max(1, Number(replies[1]![1])) };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
