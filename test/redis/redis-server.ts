import path from 'node:path';
import { E2E } from '@/test/support/env';
import { startRedis as startRedisServer, type RedisServer } from '@/test/support/redis-server';

export type { RedisServer };

/** Ports and folder of the several-instances tests, apart from other checkouts' (E2E_PORT_OFFSET). */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const SUITE = {
  redisPort: 6390 + offset,
  /** The two site instances and the nginx front in front of them. */
  instancePorts: [E2E.sitePort + 11, E2E.sitePort + 12] as const,
  frontPort: E2E.sitePort + 13,
  dir: path.resolve('.tmp/redis'),
};

export const startRedis = (port = SUITE.redisPort, dir = path.join(SUITE.dir, `redis-${port}`)) => startRedisServer(port, dir);

/** Waits until `check` is true (polling every 50 ms), or throws after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
