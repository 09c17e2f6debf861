import { REDIS_KEY_PREFIX, timeLimited, type SharedRedis } from '@/lib/cache/redis.mjs';
import type { RateLimit, RateLimiter } from './rate-limiter';

/**
 * Counts in one fixed window per key, atomically: the first attempt of a window creates the
 * counter with the window's expiry, in one script, so that two instances counting the same
 * client at the same moment never both start a window or both miss a count.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * A limiter whose counts live in Redis, shared by every instance. While Redis cannot be reached
 * it counts in `fallback` (this instance's memory), so a visitor is never refused for an outage.
 */
export function redisRateLimiter(name: string, { limit, windowMs }: RateLimit, redis: SharedRedis, fallback: RateLimiter): RateLimiter {
  const keyOf = (key: string) => `${REDIS_KEY_PREFIX}rate:${name}:${key}`;

  async function shared<T>(run: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    await redis.connecting;
    if (!redis.available()) return local();
    try {
      return await timeLimited(run());
    } catch (error) {
      redis.failed(error);
      return local();
    }
  }

  const secondsToWait = (key: string) =>
    shared(
      async () => {
        const [count, ttl] = (await redis.client.eval(HIT_SCRIPT, { keys: [keyOf(key)], arguments: [String(windowMs)] })) as [number, number];
        return count <= limit ? 0 : Math.max(1, Math.ceil(ttl / 1000));
      },
      () => fallback.secondsToWait(key),
    );

  return {
    secondsToWait,
    attempt: async (key) => (await secondsToWait(key)) === 0,
    isBlocked: (key) =>
      shared(
        async () => Number((await redis.client.get(keyOf(key))) ?? 0) >= limit,
        () => fallback.isBlocked(key),
      ),
  };
}
