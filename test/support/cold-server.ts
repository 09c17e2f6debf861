import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

/**
 * A second `next start` from the same build, but as a fresh deployment would meet a CMS outage:
 * no data cache and no prerendered home. The main server cannot show that case, because its
 * home was prerendered at build time and every later render has a good entry to fall back on.
 */
const ROOT = process.cwd();
const DIR = path.join(ROOT, '.tmp/cold-site');
const SKIP_AT_ROOT = new Set(['.next', '.tmp', '.git', 'test-results']);
/**
 * The prerendered home (`uk.html`, `en.rsc`, `uk.segments/`…), and every cache: the site's
 * (`server/site-cache`: the data the build read, pages rendered since) and any Next kept itself.
 */
const WITHOUT = /^(cache|server\/site-cache|server\/app\/(uk|en)\.[^/]+)(\/|$)/;

export interface ColdServer {
  url: string;
  stop: () => Promise<void>;
}

function prepare(): void {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (!SKIP_AT_ROOT.has(entry)) symlinkSync(path.join(ROOT, entry), path.join(DIR, entry));
  }
  const from = path.join(ROOT, '.next');
  cpSync(from, path.join(DIR, '.next'), {
    recursive: true,
    filter: (source) => !WITHOUT.test(path.relative(from, source).split(path.sep).join('/')),
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cold server exited with ${child.exitCode}`);
    try {
      // robots.txt renders nothing from the home, so the probe leaves the cold home untouched.
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`cold server did not answer within ${timeoutMs} ms`);
}

/** `env` overrides the e2e settings, e.g. another fixture CMS for `CMS_API_URL`. */
export async function startColdServer(port: number, env: Record<string, string> = {}): Promise<ColdServer> {
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port would answer the probe with its warm cache and hide the cold case.
  const leftover = await fetch(`${url}/robots.txt`).then(() => true, () => false);
  if (leftover) throw new Error(`port ${port} is already in use`);
  prepare();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port), '--keepAliveTimeout', '75000', DIR], {
    cwd: DIR,
    env: { ...process.env, ...E2E.siteEnv, SITE_URL: url, DATA_DIR: path.join(DIR, 'data'), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so stopping it also stops the next-server process it starts.
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitUntilUp(url, child, 60_000);
  } catch (error) {
    signal('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url,
    stop: async () => {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      signal('SIGKILL');
      rmSync(DIR, { recursive: true, force: true });
    },
  };
}
