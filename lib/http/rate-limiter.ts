import { RATE_LIMIT_CAPACITY } from '@/lib/constants';
import { FixedWindowCounter } from './fixed-window-counter';

/**
 * Attempts per key (client address + route) in fixed windows. The routes see only this
 * interface; its answers are promises so that a store shared by several instances (Redis) can
 * stand in for the in-memory one without touching them.
 */
export interface RateLimiter {
  /** Counts an attempt; 0 when it is within the limit, else the seconds until the window ends. */
  secondsToWait(key: string): Promise<number>;
  /** Counts an attempt; true when it is within the limit. */
  attempt(key: string): Promise<boolean>;
  /** True when the key has used up its attempts in the current window (counts nothing). */
  isBlocked(key: string): Promise<boolean>;
}

export interface RateLimit {
  /** Attempts allowed per window and key. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past it the window that ends soonest is given up. */
  capacity?: number;
}

/** One instance's limiter, in memory, bounded (see FixedWindowCounter). */
export function memoryRateLimiter({ limit, windowMs, capacity = RATE_LIMIT_CAPACITY }: RateLimit, clock: () => number = Date.now): RateLimiter {
  const counter = new FixedWindowCounter(windowMs, capacity);
  const secondsToWait = (key: string) => {
    const now = clock();
    const window = counter.hit(key, now);
    return window.count <= limit ? 0 : Math.ceil((window.resetAt - now) / 1000);
  };
  return {
    secondsToWait: async (key) => secondsToWait(key),
    attempt: async (key) => secondsToWait(key) === 0,
    isBlocked: async (key) => (counter.peek(key, clock())?.count ?? 0) >= limit,
  };
}
