import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter.js';

async function exerciseLimiter(limiter: RateLimiter) {
  const key = `test:${randomBytes(4).toString('hex')}`;
  const results = [];
  for (let hit = 0; hit < 4; hit += 1) results.push(await limiter.hit(key, 3, 60));
  expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfter).toBeGreaterThan(0);
  expect(results[3]!.retryAfter).toBeLessThanOrEqual(60);
  expect((await limiter.hit(`${key}:other`, 3, 60)).allowed).toBe(true);
}

describe('rate limiters', () => {
  it('counts per key in memory and opens again after the window', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await exerciseLimiter(limiter);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(false);
    now += 10_001;
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
  });

  it('shares counts between processes through Redis', async (context) => {
    const url = process.env.TEST_REDIS_URL;
    if (!url) return context.skip('TEST_REDIS_URL is not set');
    const one = redisRateLimiter(url, 'test-rate:');
    const two = redisRateLimiter(url, 'test-rate:');
    try {
      await exerciseLimiter(one);
      const key = `shared:${randomBytes(4).toString('hex')}`;
      expect((await one.hit(key, 1, 60)).allowed).toBe(true);
      expect((await two.hit(key, 1, 60)).allowed).toBe(false);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
