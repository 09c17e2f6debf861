import { config } from '@/lib/config';
import { sharedRedis } from '@/lib/cache/redis.mjs';
import { memoryRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter';
import { redisRateLimiter } from './redis-rate-limit';

/**
 * The limiter of a route: in this instance's memory, or with REDIS_URL in Redis, shared by every
 * instance (with this memory as its fallback while Redis cannot be reached). `name` keeps its
 * counts apart from other limiters' in Redis.
 */
export function createRateLimiter(name: string, limit: RateLimit, redisUrl = config.redisUrl): RateLimiter {
  const local = memoryRateLimiter(limit);
  const redis = sharedRedis(redisUrl);
  return redis ? redisRateLimiter(name, limit, redis, local) : local;
}

/**
 * The client's address. Behind our reverse proxy (TRUST_PROXY set), X-Real-IP, which
 * deploy/nginx.conf sets from the connection. Otherwise the last X-Forwarded-For hop: the one a
 * proxy appended, or the socket address Next fills in when the client sent none. X-Real-IP is
 * then ignored: only a trusted proxy sets it, and Next never does.
 */
export function clientKey(headers: Headers, trustProxy = config.trustProxy): string {
  const realIp = trustProxy ? headers.get('x-real-ip')?.trim() : undefined;
  if (realIp) return realIp;
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || 'local';
}
