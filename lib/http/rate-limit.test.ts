import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sharedRedis } from '@/lib/cache/redis.mjs';
import { createRateLimiter } from './rate-limit';

/**
 * "The rate limiters … use Redis when it is configured." and "When Redis cannot be
 * reached, fall back" — a limiter never refuses a visitor because Redis is down. The limiter
 * against a real Redis, shared by two instances, is tested in test/redis/.
 */
const UNREACHABLE = 'redis://127.0.0.1:1';

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  await sharedRedis(UNREACHABLE)?.close();
  jest.restoreAllMocks();
});

describe('createRateLimiter', () => {
  it('without REDIS_URL counts in this instance\'s memory', async () => {
    const limiter = createRateLimiter('test-memory', { limit: 2, windowMs: 60_000 }, undefined);
    expect(await limiter.attempt('client')).toBe(true);
    expect(await limiter.isBlocked('client')).toBe(false);
    expect(await limiter.attempt('client')).toBe(true);
    expect(await limiter.attempt('client')).toBe(false);
    expect(await limiter.isBlocked('client')).toBe(true);
    expect(await limiter.attempt('another')).toBe(true);
  });

  it('with Redis unreachable counts in memory instead, without an error', async () => {
    const limiter = createRateLimiter('test-fallback', { limit: 2, windowMs: 60_000 }, UNREACHABLE);
    expect(await limiter.secondsToWait('client')).toBe(0);
    expect(await limiter.secondsToWait('client')).toBe(0);
    const wait = await limiter.secondsToWait('client');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.isBlocked('client')).toBe(true);
  });
});
