import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The benchmark's yardstick: a bare Next app of the version installed here (one page, one
 * heading, no styles), built and started beside the site. Its first-load JavaScript is the
 * framework's floor, against which the site's budget is set; its Lighthouse figures, taken in the
 * same minutes as the site's, show what the machine's load does to any Next page.
 */
export interface BareNext {
  version: string;
  url: string;
  stop: () => void;
}

const LAYOUT = `export const metadata = { title: 'Bare page', description: 'A bare Next page, the benchmark yardstick.' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;
// Browser source maps, as the bench builds the site with (next.config.ts): the long tasks of its traces name their code.
const CONFIG = `module.exports = { productionBrowserSourceMaps: true };
`;
const PAGE = `export default function Page() {
  return (<main><h1>Bare page</h1><p>One heading and one paragraph, rendered by the App Router.</p></main>);
}
`;

export function installedNextVersion(root: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Writes the app under `dir` (inside the project, so that `next` resolves from the project's
 * node_modules), builds it and starts `next start` on `port`.
 */
export async function startBareNext(root: string, dir: string, port: number): Promise<BareNext> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bare-next', private: true }, null, 2)}\n`);
  writeFileSync(path.join(dir, 'app', 'layout.js'), LAYOUT);
  writeFileSync(path.join(dir, 'app', 'page.js'), PAGE);
  writeFileSync(path.join(dir, 'next.config.js'), CONFIG);
  const nextBin = path.join(root, 'node_modules/.bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync(nextBin, ['build', dir], { stdio: 'ignore', env });
  const child: ChildProcess = spawn(nextBin, ['start', dir, '-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore', env });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return {
    version: installedNextVersion(root),
    url,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
