import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nothing listens on now, so test runs from two checkouts on one machine do not meet. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the fixture CMS (scripts/cms-server.ts) as a child process, for Jest and for e2e tests
 * that restart it, on `port` (a free one by default). `dataDir` is where it stores writes (a
 * fresh temporary one by default).
 */
export async function startFixtureCms(
  port?: number,
  dataDir: string = mkdtempSync(path.join(tmpdir(), 'cms-data-')),
): Promise<{ url: string; control: string; stop: () => Promise<void> }> {
  port ??= await freePort();
  // One process (tsx as a loader, not its CLI, which runs the server in a child and may exit
  // first): its exit means the server has shut down and released its data directory.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms-server.ts'], {
    env: { ...process.env, CMS_PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  // tsx compiles the server first: on a busy 2-core machine that took over 20 s.
  const deadline = Date.now() + 60_000;
  for (;;) {
    // Exited (the port was taken): whatever answers there is not ours.
    if (child.exitCode !== null) throw new Error(`the fixture CMS exited with ${child.exitCode} (is port ${port} in use?)`);
    try {
      const response = await fetch(`${base}/__control/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // A server left running would keep Jest (and the test command) from ever exiting.
      child.kill('SIGKILL');
      throw new Error('the fixture CMS did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url: `${base}/wp-json`,
    control: `${base}/__control`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function controlCall(control: string, method: string, pathPart: string, body?: unknown) {
  const response = await fetch(`${control}/${pathPart}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${pathPart}: ${response.status}`);
}
