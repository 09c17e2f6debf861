import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/**
 * Runs the shipped reverse-proxy front (deploy/nginx.conf) with its placeholders filled, in the
 * foreground so that stopping it is killing one process. Used by the benchmark and by
 * e2e/nginx-front.spec.ts; scripts/setup-nginx.sh installs Debian's nginx.
 */
export const NGINX = '/usr/sbin/nginx';

export interface NginxFront {
  url: string;
  stop: () => void;
}

/**
 * How nginx treats a failing instance: after 2 failures within 10 s, none of its requests for
 * 10 s. deploy/start-instances.sh writes the same (deploy/deploy.test.ts compares the two).
 */
const UPSTREAM_PARAMS = 'max_fails=2 fail_timeout=10s';

/** The upstream's lines for `host:port` instances. */
export const upstreamLines = (upstreams: string[]) => upstreams.map((upstream) => `    server ${upstream} ${UPSTREAM_PARAMS};`).join('\n');

export function fillNginxConf(options: { listen: string; upstreams: string[]; dir: string }): string {
  const template = readFileSync('deploy/nginx.conf', 'utf8');
  return `daemon off;\n${template
    .replaceAll('{{PID}}', path.join(options.dir, 'nginx.pid'))
    .replaceAll('{{LOGS}}', path.join(options.dir, 'logs'))
    .replaceAll('{{CACHE_DIR}}', path.join(options.dir, 'cache'))
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{UPSTREAMS}}', upstreamLines(options.upstreams))}`;
}

/** Starts the front on 127.0.0.1:`port` in front of `upstreams` (host:port), its files under `dir`. */
export async function startNginxFront(port: number, upstreams: string[], dir: string): Promise<NginxFront> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/setup-nginx.sh`);
  for (const sub of ['logs', 'cache']) mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, fillNginxConf({ listen: `127.0.0.1:${port}`, upstreams, dir }));
  const child = spawn(NGINX, ['-c', conf, '-e', path.join(dir, 'logs', 'startup.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${stderr || readFileSync(path.join(dir, 'logs', 'startup.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGQUIT') };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
