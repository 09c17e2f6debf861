import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { memoryRateLimiter } from '@/lib/http/rate-limiter';
import { redisRateLimiter } from '@/lib/http/redis-rate-limit';
import { sharedRedis, type SharedRedis } from '@/lib/cache/redis.mjs';
import { startRedis, waitUntil, type RedisServer } from './redis-server';

/**
 * "The rate limiters, and anything else in process memory that must be shared
 * across instances (the webhook's wrong-secret limit, the write throttles), use Redis when it is
 * configured." Two limiters with their own memory stand for two instances; only Redis is shared.
 */
let server: RedisServer;
let redis: SharedRedis;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = await startRedis();
  redis = sharedRedis(server.url) as SharedRedis;
  await waitUntil(() => redis.available(), 5_000, 'Redis is connected');
});

afterAll(async () => {
  await redis.close();
  await server.stop();
  jest.restoreAllMocks();
});

/** The limiter of one instance: its own memory, the shared Redis. */
const instance = (name: string, limit: number, windowMs = 60_000) => createRateLimiter(name, { limit, windowMs }, server.url);

describe('rate limits in Redis', () => {
  it('count a client\'s attempts on every instance together', async () => {
    const a = instance('shared', 3);
    const b = instance('shared', 3);
    expect(await a.attempt('203.0.113.7')).toBe(true);
    expect(await b.attempt('203.0.113.7')).toBe(true);
    expect(await a.isBlocked('203.0.113.7')).toBe(false);
    expect(await b.attempt('203.0.113.7')).toBe(true);
    expect(await a.isBlocked('203.0.113.7')).toBe(true);
    expect(await a.attempt('203.0.113.7')).toBe(false);
    expect(await b.secondsToWait('203.0.113.7')).toBeGreaterThan(55);
    // Another client, and another limiter for the same client, count apart.
    expect(await b.attempt('198.51.100.1')).toBe(true);
    expect(await instance('other-route', 3).attempt('203.0.113.7')).toBe(true);
  });

  it('count atomically: of 60 attempts at once from two instances, exactly the limit gets through', async () => {
    const a = instance('burst', 10);
    const b = instance('burst', 10);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).attempt('198.51.100.9')));
    expect(answers.filter(Boolean)).toHaveLength(10);
  });

  it('start a new window when the old one has ended', async () => {
    const a = instance('window', 1, 300);
    expect(await a.attempt('client')).toBe(true);
    expect(await a.secondsToWait('client')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await a.attempt('client')).toBe(true);
  });

  it('count in memory while Redis is down, and in Redis again when it is back', async () => {
    const memory = memoryRateLimiter({ limit: 2, windowMs: 60_000 });
    const a = redisRateLimiter('outage', { limit: 2, windowMs: 60_000 }, redis, memory);
    await server.stop();
    await waitUntil(() => !redis.available(), 5_000, 'the connection is seen lost');
    expect(await a.attempt('client')).toBe(true);
    expect(await a.attempt('client')).toBe(true);
    expect(await a.attempt('client')).toBe(false);
    expect(await memory.isBlocked('client')).toBe(true);

    await server.start();
    await waitUntil(() => redis.available(), 5_000, 'the connection is back');
    const b = instance('outage', 2);
    expect(await b.attempt('client')).toBe(true);
    expect(await a.attempt('client')).toBe(true);
    expect(await b.attempt('client')).toBe(false);
  });
});
