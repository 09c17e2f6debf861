import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/**
 * Debian's redis-server (scripts/setup-redis.sh installs it) with the shipped deploy/redis.conf,
 * on a private port and folder, as a child process that can be stopped and started again. Without
 * snapshots, so that a stopped Redis comes back empty. Used by test/redis and the benchmark.
 */
const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** True once the server answers PING. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startRedis(port: number, dir: string): Promise<RedisServer> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let child: ChildProcess | null = null;

  const start = async () => {
    if (await pong(port)) throw new Error(`something already answers on port ${port}`);
    const args = ['deploy/redis.conf', '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'no', '--supervised', 'no'];
    args.push('--pidfile', path.join(dir, 'redis.pid'), '--logfile', path.join(dir, 'redis.log'), '--save', '');
    const started = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await pong(port))) {
      if (started.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start (see ${dir}/redis.log)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
