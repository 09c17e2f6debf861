/**
 * A fixed-window attempt counter per client, in memory: enough for one instance (several
 * instances would rely on the reverse proxy's own limits). The clock is a parameter.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt; returns how many seconds to wait when over the limit, else 0. */
  attempt(key: string, now: number): number {
    if (this.hits.size > 10_000) this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count <= this.limit ? 0 : Math.ceil((entry.resetAt - now) / 1000);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** The client as the reverse proxy in front of us reports it (first X-Forwarded-For hop). */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'local';
}
