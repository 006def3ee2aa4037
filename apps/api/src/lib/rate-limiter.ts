import { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets; meaningful when not allowed. */
  retryAfter: number;
}

/** Counts hits per key in fixed windows. In memory for one process, Redis for many. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
        if (windows.size > 100_000) {
          for (const [oldKey, old] of windows) if (old.resetAt <= time) windows.delete(oldKey);
        }
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfter: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
    async close() {
      windows.clear();
    },
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
    async close() {
      await redis.quit();
    },
  };
}
