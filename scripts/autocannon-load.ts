import autocannon from 'autocannon';

export interface LoadRun {
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
}

/** `connections` clients requesting `url` for `duration` seconds, one request at a time each. */
export async function load(url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<LoadRun> {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
