/**
 * Cached-page throughput through the nginx front (deploy/nginx.conf) with two instances against
 * one. A section of `npm run bench` (scripts/bench.ts calls benchInstances on its
 * build); alone: `npm run bench:instances` on the last build (`npm run build` first).
 *
 * The instances run as deployed: deploy/start-instances.sh, each from its own copy of the build,
 * sharing Next's cache through Redis (deploy/redis.conf). Each route is loaded through a front
 * balancing one instance and through one balancing two:
 *  - past nginx's 1-second micro-cache (requests carry the draft-mode cookie's name, which the
 *    front never caches; Next, which finds no valid draft cookie, serves its cached page), so
 *    every request reaches an instance: what the instances deliver;
 *  - as shipped, micro-cache on: what visitors get.
 * For reference, one instance without REDIS_URL (Next's own cache in memory and on disk), past
 * the micro-cache too.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { load, type LoadRun } from './autocannon-load';
import { NGINX, startNginxFront, type NginxFront } from '../test/support/nginx-front';
import { startRedis } from '../test/support/redis-server';

const run = promisify(execFile);
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = { instances: [3211 + offset, 3212 + offset], plain: 3213 + offset, plainFront: 3214 + offset, oneFront: 3215 + offset, twoFront: 3216 + offset, redis: 3219 + offset };
const CONNECTIONS = 20;
const BYPASS = { cookie: '__prerender_bypass=bench' };

export type InstancesResult = {
  connections: number;
  durationSeconds: number;
  routes: Record<string, string>;
  throughput: Record<string, { plainOne: LoadRun; one: LoadRun; two: LoadRun; oneCached: LoadRun; twoCached: LoadRun; twoToOne: number }>;
};

const measure = (url: string, duration: number, headers: Record<string, string> = {}) => load(url, CONNECTIONS, duration, headers);

function firstArticle(): string {
  const news = JSON.parse(readFileSync('content/uk/news.json', 'utf8')) as { news: { slug: string; status?: string; categories: number[] }[] };
  const listed = news.news.find((n) => n.status !== 'draft' && !n.categories.some((c) => [260, 262, 274, 276].includes(c)));
  return `/uk/news/${listed?.slug}`;
}

export async function benchInstances({ quick = false, out = path.resolve('bench/out'), env = {} as Record<string, string> } = {}): Promise<InstancesResult> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('no build: run npm run build first');
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/setup-nginx.sh`);
  const duration = quick ? 3 : 10;
  const routes = { home: '/uk', article: firstArticle() };
  const dir = path.join(out, 'instances');
  const redis = await startRedis(PORTS.redis, path.join(dir, 'redis'));
  const settings = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', INSTANCES_DIR: dir, DATA_DIR: path.join(dir, 'data'), ...env };
  const instances = (command: string, ports: number[], extra: Record<string, string>) =>
    run('bash', ['deploy/start-instances.sh', command, ...ports.map(String)], { env: { ...settings, ...extra } });
  const fronts: NginxFront[] = [];
  const front = async (port: number, upstreams: number[]) => {
    const started = await startNginxFront(port, upstreams.map((p) => `127.0.0.1:${p}`), path.join(dir, `front-${port}`));
    fronts.push(started);
    return started.url;
  };

  const throughput: InstancesResult['throughput'] = {};
  try {
    await instances('start', [PORTS.plain], { REDIS_URL: '' });
    const plainFront = await front(PORTS.plainFront, [PORTS.plain]);
    const plain: Record<string, LoadRun> = {};
    for (const [name, route] of Object.entries(routes)) {
      await measure(plainFront + route, 1, BYPASS);
      plain[name] = await measure(plainFront + route, duration, BYPASS);
    }
    fronts.pop()?.stop();
    await instances('stop', [PORTS.plain], {});

    await instances('start', PORTS.instances, { REDIS_URL: redis.url });
    const oneFront = await front(PORTS.oneFront, PORTS.instances.slice(0, 1));
    const twoFront = await front(PORTS.twoFront, PORTS.instances);
    for (const [name, route] of Object.entries(routes)) {
      process.stdout.write(`[bench] instances: ${name}\n`);
      await measure(twoFront + route, 1, BYPASS); // both instances have read the page once
      const one = await measure(oneFront + route, duration, BYPASS);
      const two = await measure(twoFront + route, duration, BYPASS);
      throughput[name] = {
        plainOne: plain[name] as LoadRun,
        one,
        two,
        oneCached: await measure(oneFront + route, duration),
        twoCached: await measure(twoFront + route, duration),
        twoToOne: Number((two.requestsPerSecond / Math.max(one.requestsPerSecond, 1)).toFixed(2)),
      };
    }
  } finally {
    for (const started of fronts) started.stop();
    await instances('stop', [...PORTS.instances, PORTS.plain], {}).catch(() => undefined);
    await redis.stop();
  }
  return { connections: CONNECTIONS, durationSeconds: duration, routes, throughput };
}

/** The section of bench/results.md. */
export function instancesMarkdown(result: InstancesResult | undefined): string[] {
  if (!result) return [];
  const cell = (r: LoadRun) => `${r.requestsPerSecond} (${r.p50ms} / ${r.p99ms})${r.errors + r.non2xx ? ` ⚠ ${r.errors} errors, ${r.non2xx} non-2xx` : ''}`;
  return [
    `Several instances through the nginx front (${result.connections} connections × ${result.durationSeconds} s; req/s, p50 / p99 ms):`,
    '',
    '| route | 1 instance, no Redis, past the micro-cache | 1 instance + Redis, past the micro-cache | 2 instances + Redis, past the micro-cache | 2 / 1 | 1 instance, micro-cache on | 2 instances, micro-cache on |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(result.throughput).map(
      ([name, t]) => `| ${name} | ${cell(t.plainOne)} | ${cell(t.one)} | ${cell(t.two)} | ${t.twoToOne} | ${cell(t.oneCached)} | ${cell(t.twoCached)} |`,
    ),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  benchInstances({ quick: process.argv.includes('--quick') })
    .then((result) => {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n\n${instancesMarkdown(result).join('\n')}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
