import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from '../src/lib/rate-limiter.js';
import { createTestApp, type TestApp } from './harness.js';

async function exerciseLimiter(limiter: RateLimiter) {
  const key = `test:${randomBytes(4).toString('hex')}`;
  const results = [];
  for (let hit = 0; hit < 4; hit += 1) results.push(await limiter.hit(key, 3, 60));
  expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfter).toBeGreaterThan(0);
  expect(results[3]!.retryAfter).toBeLessThanOrEqual(60);
  expect((await limiter.hit(`${key}:other`, 3, 60)).allowed).toBe(true);
  // A peek counts nothing: it tells whether one more hit would be allowed (decision 045).
  const peeked = `${key}:peeked`;
  expect((await limiter.peek(peeked, 2)).allowed).toBe(true);
  await limiter.hit(peeked, 2, 60);
  expect((await limiter.peek(peeked, 2)).allowed).toBe(true);
  expect((await limiter.peek(peeked, 2)).allowed).toBe(true);
  await limiter.hit(peeked, 2, 60);
  const spent = await limiter.peek(peeked, 2);
  expect(spent.allowed).toBe(false);
  expect(spent.retryAfter).toBeGreaterThan(0);
  expect(spent.retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limiters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts per key in the database and opens again after the window', async () => {
    const limiter = databaseRateLimiter(t.ctx.database.db, t.clock);
    await exerciseLimiter(limiter);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
    const blocked = await limiter.hit('k', 1, 10);
    expect(blocked).toEqual({ allowed: false, retryAfter: 10 });
    t.clock.advance(10);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
  });

  it('loses no count when many hits on one key arrive at once, from two connections', async () => {
    const other = await t.anotherProcess();
    try {
      const limiters = [t.ctx.rateLimiter, other.app.ctx.rateLimiter];
      const key = `burst:${randomBytes(4).toString('hex')}`;
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) => limiters[index % 2]!.hit(key, 25, 60)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(25);
    } finally {
      await other.close();
    }
  });

  it('keeps no e-mail address or client address in the clear', async () => {
    await t.ctx.rateLimiter.hit('signin:email:someone@example.com', 5, 60);
    const rows = await t.ctx.database.allStoresDb.selectFrom('rate_limits').select('key_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
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
