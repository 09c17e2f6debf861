import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts the fixture CMS (scripts/cms-server.ts) as a child process, for Jest and for e2e tests
 * that restart it. `dataDir` is where it stores writes (a fresh temporary one by default).
 */
export async function startFixtureCms(
  port: number,
  dataDir: string = mkdtempSync(path.join(tmpdir(), 'cms-data-')),
): Promise<{ url: string; control: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cms-server.ts'], {
    env: { ...process.env, CMS_PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/__control/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the fixture CMS did not start');
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
