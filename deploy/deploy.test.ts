import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fillNginxConf, upstreamLines } from '../test/support/nginx-front';

/**
 * The deployment files: an nginx upstream listing both instances, with max_fails and fail_timeout;
 * a configuration for Debian's redis-server suited to a cache (a memory limit with an LRU policy,
 * persistence chosen and explained); a start script. Running them is tested in test/redis/.
 */
const startScript = (...args: string[]) => execFileSync('bash', ['deploy/start-instances.sh', ...args], { encoding: 'utf8', env: { ...process.env, LISTEN: '443 ssl' } });

describe('deploy/start-instances.sh nginx-conf', () => {
  it('writes deploy/nginx.conf with every instance in the upstream, each with max_fails and fail_timeout', () => {
    const conf = startScript('nginx-conf', '3001', '3002');
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
    const upstream = /upstream site \{([\s\S]*?)\}/.exec(conf)?.[1] ?? '';
    const servers = upstream.split('\n').filter((line) => line.trim().startsWith('server '));
    expect(servers).toEqual(['    server 127.0.0.1:3001 max_fails=2 fail_timeout=10s;', '    server 127.0.0.1:3002 max_fails=2 fail_timeout=10s;']);
    expect(conf).toContain('listen 443 ssl reuseport;');
  });

  it('writes the same upstream lines as the front the tests and the benchmark run', () => {
    const conf = startScript('nginx-conf', '3001', '3002');
    const upstreams = ['127.0.0.1:3001', '127.0.0.1:3002'];
    expect(conf).toContain(upstreamLines(upstreams));
    expect(fillNginxConf({ listen: '127.0.0.1:80', upstreams, dir: '/tmp/front' })).toContain(upstreamLines(upstreams));
  });

  it('retries a request an instance could not answer once on another, for GET and HEAD only', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(conf).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/);
    expect(conf).toMatch(/proxy_next_upstream_tries 2;/);
  });

  it('keeps the idle connections of an instance open longer than nginx keeps its upstream ones, so no POST meets a closing socket', () => {
    const start = readFileSync('deploy/start-instances.sh', 'utf8');
    const instanceIdleMs = Number(/next start [^\n]*--keepAliveTimeout (\d+)/.exec(start)?.[1]);
    const upstream = /upstream site \{([\s\S]*?)\}/.exec(readFileSync('deploy/nginx.conf', 'utf8'))?.[1] ?? '';
    // nginx's upstream keepalive_timeout is 60 s unless the upstream block sets it.
    const nginxIdleMs = Number(/keepalive_timeout (\d+)s?;/.exec(upstream)?.[1] ?? 60) * 1000;
    expect(instanceIdleMs).toBeGreaterThan(nginxIdleMs);
  });

  it('refuses to start several instances without REDIS_URL', () => {
    expect(() => execFileSync('bash', ['deploy/start-instances.sh', 'start', '3001', '3002'], { env: { ...process.env, REDIS_URL: '' }, stdio: 'pipe' })).toThrow(
      /REDIS_URL is not set/,
    );
  });
});

describe('deploy/redis.conf', () => {
  const directives = new Map(
    readFileSync('deploy/redis.conf', 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'))
      .map((line) => {
        const [name = '', ...value] = line.trim().split(/\s+/);
        return [name, value.join(' ')] as const;
      }),
  );

  it('bounds the memory and evicts the least recently used keys, as a cache does', () => {
    expect(directives.get('maxmemory')).toMatch(/^\d+mb$/);
    expect(directives.get('maxmemory-policy')).toBe('allkeys-lru');
  });

  it('keeps snapshots without an append-only file, and never stops writing for a failed snapshot', () => {
    expect(directives.get('appendonly')).toBe('no');
    expect(directives.get('save')).toMatch(/^\d+ \d+$/);
    expect(directives.get('stop-writes-on-bgsave-error')).toBe('no');
  });

  it('listens on the loopback only unless told otherwise', () => {
    expect(directives.get('bind')).toBe('127.0.0.1 -::1');
    expect(directives.get('protected-mode')).toBe('yes');
  });
});
