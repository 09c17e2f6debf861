/**
 * A fixed-window attempt counter per key (client address + route), in memory: enough for one
 * instance; several instances behind a proxy would share it through the proxy's own limits.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt; true when it is within the limit. */
  attempt(key: string, now = Date.now()): boolean {
    return this.secondsToWait(key, now) === 0;
  }

  /** Counts an attempt; 0 when it is within the limit, else the seconds until the window ends. */
  secondsToWait(key: string, now = Date.now()): number {
    if (this.hits.size > 10_000) this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count <= this.limit ? 0 : Math.ceil((entry.resetAt - now) / 1000);
  }

  /** True when the key has used up its attempts in the current window (counts nothing). */
  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= this.limit;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/**
 * The client's address as our reverse proxy saw it: X-Real-IP, which deploy/nginx.conf sets from
 * the connection, else the last X-Forwarded-For hop (the one our proxy appended). Earlier hops
 * come from the client and could be anything, so a limit keyed on them could be dodged.
 */
export function clientKey(headers: Headers): string {
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || 'local';
}
