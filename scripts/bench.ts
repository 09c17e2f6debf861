/**
 * npm run bench — measures the site on this machine in one run and writes bench/results.json and
 * bench/results.md. Not part of the test command. Steps:
 *  1. build on the embedded content and start `next start`;
 *  2. cached pages (home, news list, an article, a programme, library): autocannon 10 connections
 *     × 10 s against the site, against a plain static server serving the same HTML bytes (nginx
 *     from Debian if installed, else Node's http), and through the shipped nginx front (deploy/);
 *  3. uncached render cost per route (first request after an expiring revalidation), p50/p95;
 *  4. bytes per route: HTML, first-load JavaScript (gzip), CSS (gzip), largest image;
 *  5. Lighthouse (mobile, throttling applied: scripts/bench-lighthouse.ts) for the five routes,
 *     each alternating with its static twin (its HTML without scripts, scripts/bench-static-twin.ts)
 *     and a bare Next page, five rounds, medians; from each run's trace, the long tasks after the
 *     first paint by what they ran (scripts/bench-long-tasks.ts) and the LCP's parts. `--simulate`
 *     runs Lighthouse's simulated throttling instead, for reference; `--routes home,programme` and
 *     `--rounds N` measure fewer;
 *  6. growth with content: news list and search with 40 versus 2,000 articles;
 *  7. load and soak: 60 s at 50 connections on cached pages and the search API, memory before/after;
 *  8. several instances: cached pages through the nginx front with two instances against one
 *     (scripts/bench-instances.ts).
 * `--archive` runs only the archive section instead (scripts/bench-archive.ts): the site against a
 * WordPress with the sample content and one with an office-sized archive, side by side.
 * Budgets (docs/benchmark.md, "Budgets") are reported as pass/fail.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import os from 'node:os';
import { load } from './autocannon-load';
import { benchInstances, instancesMarkdown, type InstancesResult } from './bench-instances';
import { startBareNext } from './bench-bare-next';
import { benchArchive } from './bench-archive';
import { clientModuleSources, pageHydration, readClientManifests, type HydrationInventory } from './bench-hydration';
import { alternate, LIGHTHOUSE_ROUNDS, openBrowser, type ThrottlingMethod } from './bench-lighthouse';
import { gzipSizes, pageWeight, type PageWeight } from './bench-page-weight';
import { budgetLabel, bytesTable, hydrationTable, JS_BUDGET_NAME, lighthouseTable, pageBudgets, throttlingLines, type BudgetResult } from './bench-pages-report';
import { routesArg, roundsArg } from './bench-args';
import { startTwinServer, staticTwin } from './bench-static-twin';
import { NGINX, startNginxFront } from '../test/support/nginx-front';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'bench', 'out');
// E2E_PORT_OFFSET, as in the tests, lets two checkouts on one machine run the bench side by side.
const PORT_BASE = 3200 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const SITE_PORT = PORT_BASE;
const STATIC_PORT = PORT_BASE + 1;
const NGINX_PORT = PORT_BASE + 2;
const BARE_PORT = PORT_BASE + 3;
const TWIN_PORT = PORT_BASE + 4;
const SECRET = 'bench-secret';
const quick = process.argv.includes('--quick');
/** `--pages`: build, bytes per route and Lighthouse only (no throughput, renders, soak or growth). */
const pagesOnly = process.argv.includes('--pages');
/** `--simulate`: Lighthouse's simulated throttling instead of the applied one, for reference. */
const throttlingMethod: ThrottlingMethod = process.argv.includes('--simulate') ? 'simulate' : 'devtools';
/** `--routes home,programme`: only these routes; `--rounds N`: N rounds instead of five. */
const onlyRoutes = routesArg(process.argv);
const rounds = roundsArg(process.argv) ?? (quick ? 1 : LIGHTHOUSE_ROUNDS);
const DURATION = quick ? 3 : 10;
const SOAK_SECONDS = quick ? 10 : 60;
const SOAK_WARMUP_SECONDS = quick ? 3 : 15;
const SOAK_SETTLE_MS = 5_000;

type Json = Record<string, unknown>;
const results: Json = { date: new Date().toISOString(), machine: { cpus: os.cpus().length } };

function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
  REVALIDATE_SECRET: SECRET,
  DATA_DIR: path.join(OUT, 'data'),
  // Browser source maps, so that the long tasks of a trace can name the code they ran (next.config.ts).
  BENCH_BROWSER_SOURCE_MAPS: '1',
  ...extra,
});

function build(extra: Record<string, string> = {}) {
  log(`building${extra.CONTENT_DIR ? ` with ${extra.CONTENT_DIR}` : ''}…`);
  execFileSync('npx', ['next', 'build'], { stdio: 'ignore', env: env(extra) });
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function startSite(extra: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('./node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(SITE_PORT)], { env: env(extra), stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${SITE_PORT}/uk`);
  return child;
}

function stop(child: ChildProcess | null) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

function rssKb(pid: number): number {
  // next start runs the server in a child process; take the largest RSS of the process tree.
  const pids = [pid, ...execFileSync('sh', ['-c', `pgrep -P ${pid} || true`]).toString().split('\n').filter(Boolean).map(Number)];
  return Math.max(
    ...pids.map((p) => {
      try {
        const status = readFileSync(`/proc/${p}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      } catch {
        return 0;
      }
    }),
  );
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function firstSlug(kind: 'news' | 'programs'): Promise<string> {
  const file = kind === 'news' ? 'content/uk/news.json' : 'content/uk/programs.json';
  const data = JSON.parse(readFileSync(file, 'utf8')) as Json;
  if (kind === 'news') {
    const news = (data.news as Json[]).filter((n) => n.status !== 'draft' && !(n.categories as number[]).some((c) => [260, 262, 274, 276].includes(c)));
    return String(news[0]?.slug);
  }
  return String(((data as unknown as Json[])[0]?.programs as Json[])[0]?.slug);
}

async function staticServer(pages: Record<string, string>): Promise<{ close: () => void; kind: string }> {
  mkdirSync(path.join(OUT, 'static'), { recursive: true });
  for (const [route, html] of Object.entries(pages)) writeFileSync(path.join(OUT, 'static', `${route.replace(/\//g, '_') || 'home'}.html`), html);
  if (existsSync('/usr/sbin/nginx')) {
    const conf = `worker_processes auto; pid ${OUT}/static-nginx.pid; error_log ${OUT}/static-nginx.err warn; daemon off;
events { worker_connections 4096; }
http { access_log off; sendfile on; keepalive_timeout 65; default_type text/html;
  server { listen ${STATIC_PORT} reuseport; root ${OUT}/static;
    location / { try_files /$arg_p.html =404; } } }`;
    writeFileSync(path.join(OUT, 'static-nginx.conf'), conf);
    const child = spawn('/usr/sbin/nginx', ['-c', path.join(OUT, 'static-nginx.conf')], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 800));
    return { close: () => child.kill('SIGQUIT'), kind: 'nginx' };
  }
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').searchParams.get('p') ?? 'home';
    const html = Object.entries(pages).find(([route]) => (route.replace(/\//g, '_') || 'home') === name)?.[1];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? '');
  });
  await new Promise<void>((r) => server.listen(STATIC_PORT, '127.0.0.1', () => r()));
  return { close: () => server.close(), kind: 'node http' };
}

async function frontNginx(): Promise<(() => void) | null> {
  if (!existsSync(NGINX)) return null;
  return (await startNginxFront(NGINX_PORT, [`127.0.0.1:${SITE_PORT}`], path.join(OUT, 'front-nginx'))).stop;
}

async function uncachedRender(url: string, tags: string[], samples: number) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await fetch(`http://127.0.0.1:${SITE_PORT}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
      body: JSON.stringify({ tags, mode: 'expire' }),
    });
    const started = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - started);
  }
  return { p50ms: Math.round(quantile(times, 0.5)), p95ms: Math.round(quantile(times, 0.95)), samples };
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  build();
  let site = await startSite();
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const routes: Record<string, { path: string; tags: string[] }> = {
    home: { path: '/uk', tags: ['hero-slides:uk', 'programs:uk', 'news:uk'] },
    newsList: { path: '/uk/news', tags: ['news:uk', 'page:news:uk'] },
    article: { path: `/uk/news/${await firstSlug('news')}`, tags: ['news:uk'] },
    programme: { path: `/uk/programs/${await firstSlug('programs')}`, tags: ['programs:uk'] },
    library: { path: '/en/library', tags: ['library:en', 'page:library:en'] },
  };
  const available: typeof routes = {};
  for (const [name, route] of Object.entries(routes)) {
    if (onlyRoutes && !onlyRoutes.includes(name)) continue;
    const status = (await fetch(base + route.path)).status;
    if (status === 200) available[name] = route;
    else log(`${name} (${route.path}) answers ${status}: left out`);
  }
  results.routes = Object.fromEntries(Object.entries(available).map(([k, v]) => [k, v.path]));

  if (pagesOnly) {
    Object.assign(results, await pagesSection(base, available));
    stop(site);
    return finish();
  }

  // Cached pages: site vs static vs nginx front.
  const pages: Record<string, string> = {};
  for (const [name, route] of Object.entries(available)) pages[name] = await (await fetch(base + route.path)).text();
  const staticServerHandle = await staticServer(pages);
  const stopFront = await frontNginx();
  const throughput: Json = {};
  for (const [name, route] of Object.entries(available)) {
    log(`throughput ${name}`);
    const siteRun = await load(base + route.path, 10, DURATION);
    const staticRun = await load(`http://127.0.0.1:${STATIC_PORT}/?p=${name}`, 10, DURATION);
    const frontRun = stopFront ? await load(`http://127.0.0.1:${NGINX_PORT}${route.path}`, 10, DURATION) : null;
    throughput[name] = {
      site: siteRun,
      static: staticRun,
      nginxFront: frontRun,
      siteToStatic: Number((siteRun.requestsPerSecond / Math.max(staticRun.requestsPerSecond, 1)).toFixed(3)),
      frontToStatic: frontRun ? Number((frontRun.requestsPerSecond / Math.max(staticRun.requestsPerSecond, 1)).toFixed(3)) : null,
    };
  }
  results.staticServer = staticServerHandle.kind;
  results.throughput = throughput;

  log('uncached renders');
  results.uncachedRender = Object.fromEntries(
    await Promise.all(Object.entries(available).map(async ([name, route]) => [name, await uncachedRender(base + route.path, route.tags, quick ? 5 : 20)] as const)),
  );

  Object.assign(results, await pagesSection(base, available));

  log('load and soak');
  const soakPageUrl = base + (available.home?.path ?? '/uk');
  const soakSearchUrl = `${base}/api/search?q=${encodeURIComponent('програма')}&lang=uk`;
  // Warm up at the same load first: the heap a server settles at under 50 connections is not a leak.
  await load(soakPageUrl, 50, SOAK_WARMUP_SECONDS);
  await load(soakSearchUrl, 50, SOAK_WARMUP_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, SOAK_SETTLE_MS));
  const before = rssKb(site.pid ?? 0);
  const soakPage = await load(soakPageUrl, 50, SOAK_SECONDS);
  const soakSearch = await load(soakSearchUrl, 50, SOAK_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, SOAK_SETTLE_MS));
  const after = rssKb(site.pid ?? 0);
  results.soak = { cachedPage: soakPage, searchApi: soakSearch, rssBeforeKb: before, rssAfterKb: after, rssGrowth: Number((after / Math.max(before, 1) - 1).toFixed(3)) };

  stopFront?.();
  staticServerHandle.close();
  stop(site);

  log('several instances');
  results.instances = await benchInstances({ quick, out: OUT, env: { SITE_URL: `http://127.0.0.1:${SITE_PORT}`, REVALIDATE_SECRET: SECRET } });

  // Growth with content: 40 versus 2,000 articles.
  const growth: Json = {};
  for (const count of [40, 2000]) {
    const dir = path.join(OUT, `content-${count}`);
    execFileSync('npx', ['tsx', 'scripts/generate-content-archive.ts', String(count), dir, '--fresh'], { stdio: 'ignore' });
    build({ CONTENT_DIR: dir });
    site = await startSite({ CONTENT_DIR: dir });
    const list = await pageWeight(`${base}/uk/news`).catch(() => null);
    const search = await fetch(`${base}/api/search?q=fulbright&lang=en`).then(async (r) => ({ status: r.status, bytes: (await r.text()).length }));
    growth[String(count)] = {
      newsList: list,
      newsListRender: await uncachedRender(`${base}/uk/news`, ['news:uk'], quick ? 3 : 10),
      searchApi: search,
    };
    stop(site);
    await new Promise((r) => setTimeout(r, 500));
  }
  results.growth = growth;
  build(); // leave the normal build behind
  return finish();
}

/** Writes the results; fails the run when first-load JavaScript is over its budget. */
function finish() {
  results.budgets = budgets(results);
  const file = pagesOnly ? 'results-pages' : 'results';
  writeFileSync(path.join(ROOT, 'bench', `${file}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const table = markdown(results);
  writeFileSync(path.join(ROOT, 'bench', `${file}.md`), table);
  process.stdout.write(`\n${table}\n`);
  if (!(results.budgets as Record<string, boolean>)[JS_BUDGET_NAME]) {
    process.stderr.write(`[bench] FAIL: ${JS_BUDGET_NAME}\n`);
    process.exitCode = 1;
  }
}

/**
 * Bytes per route and Lighthouse, beside a bare Next page of the same version built here: its
 * first-load JavaScript sets the JS budget; for Lighthouse each route alternates with it in the same
 * minutes, in one Chromium (scripts/bench-lighthouse.ts), and the targets are relative to it.
 */
async function pagesSection(base: string, available: Record<string, { path: string }>): Promise<Json> {
  log('bare Next page');
  const bare = await startBareNext(ROOT, path.join(OUT, 'bare-next'), BARE_PORT);
  try {
    log('bytes per route, and what each hydrates');
    const bytes: Json = { bare: await pageWeight(bare.url) };
    const sources = clientModuleSources(readClientManifests(path.join(ROOT, '.next')));
    const gzipOf = gzipSizes(base);
    const hydration: Json = {};
    const htmlOf: Record<string, string> = {};
    for (const [name, route] of Object.entries(available)) {
      const url = base + route.path;
      const html = await (await fetch(url)).text();
      htmlOf[route.path] = html;
      bytes[name] = await pageWeight(url, html, gzipOf);
      hydration[name] = await pageHydration(html, sources, gzipOf);
    }
    const lh: Json = {};
    const twinPages = Object.fromEntries(Object.values(available).map((route) => [route.path, staticTwin(htmlOf[route.path] ?? '')]));
    const twin = await startTwinServer(TWIN_PORT, base, twinPages);
    const browser = await openBrowser();
    try {
      log(`lighthouse (${throttlingMethod === 'devtools' ? 'throttling applied' : 'simulated throttling'}), each route alternating with its static twin and the bare page, ${rounds} rounds`);
      for (const [name, route] of Object.entries(available)) {
        log(`lighthouse ${name}`);
        try {
          lh[name] = await alternate(browser, { site: base + route.path, twin: twin.url(route.path), bare: bare.url }, { method: throttlingMethod, rounds, log });
        } catch (error) {
          lh[name] = { error: error instanceof Error ? error.message : String(error) };
        }
      }
    } finally {
      await browser.close();
      await twin.close();
    }
    return { bareNext: { version: bare.version, url: bare.url }, bytes, hydration, throttling: throttlingMethod, lighthouse: lh };
  } finally {
    bare.stop();
  }
}

function budgets(r: Json): Record<string, BudgetResult> {
  const lh = (r.lighthouse ?? {}) as Parameters<typeof pageBudgets>[1];
  const bytes = (r.bytes ?? {}) as Record<string, PageWeight>;
  const tp = (r.throughput ?? {}) as Record<string, Json>;
  type SoakRun = { errors: number; non2xx: number };
  const soak = r.soak as { cachedPage: SoakRun; searchApi: SoakRun; rssGrowth: number } | undefined;
  const every = <T>(o: Record<string, T>, f: (v: T) => boolean) => Object.values(o).length > 0 && Object.values(o).every(f);
  return {
    ...pageBudgets(bytes, lh),
    'nginx front >= 80% of static': r.throughput === undefined ? null : every(tp, (v) => v.frontToStatic !== null && Number(v.frontToStatic) >= 0.8),
    'soak: no errors, no non-2xx': soak === undefined ? null : [soak.cachedPage, soak.searchApi].every((run) => run.errors === 0 && run.non2xx === 0),
    'soak: resident memory within 20% of before': soak === undefined ? null : soak.rssGrowth <= 0.2,
  };
}

function markdown(r: Json): string {
  const tp = (r.throughput ?? {}) as Record<string, Record<string, Json | number | null>>;
  const bytes = (r.bytes ?? {}) as Record<string, PageWeight>;
  const lh = (r.lighthouse ?? {}) as Parameters<typeof lighthouseTable>[0];
  const un = (r.uncachedRender ?? {}) as Record<string, Json>;
  // `--pages` runs only the build, bytes and Lighthouse: the other sections are left out, not printed as "undefined".
  const throughput = Object.entries(tp);
  const lines = [
    `# Benchmark, ${String(r.date).slice(0, 10)} (${(r.machine as Json).cpus} cores${r.staticServer === undefined ? '' : `; static server: ${String(r.staticServer)}`})`,
    '',
    ...(throughput.length === 0
      ? []
      : ['| route | site req/s | p50 / p99 ms | static req/s | site/static | nginx front req/s | front/static | uncached p50 / p95 ms |', '|---|---|---|---|---|---|---|---|']),
    ...throughput.map(([name, v]) => {
      const site = v.site as Json;
      const st = v.static as Json;
      const front = v.nginxFront as Json | null;
      const u = un[name] ?? {};
      return `| ${name} | ${site.requestsPerSecond} | ${site.p50ms} / ${site.p99ms} | ${st.requestsPerSecond} | ${v.siteToStatic} | ${front?.requestsPerSecond ?? '–'} | ${v.frontToStatic ?? '–'} | ${u.p50ms} / ${u.p95ms} |`;
    }),
    '',
    `Bare Next page: next ${String((r.bareNext as Json | undefined)?.version ?? '–')}.`,
    '',
    ...bytesTable(bytes),
    '',
    ...hydrationTable((r.hydration ?? {}) as Record<string, HydrationInventory>),
    ...(r.lighthouse === undefined ? [] : throttlingLines(r.throttling as ThrottlingMethod, lh)),
    ...lighthouseTable(lh),
    '',
    ...(r.soak === undefined ? [] : [`Soak (${SOAK_SECONDS} s, 50 connections): ${JSON.stringify(r.soak)}`, '']),
    ...(r.growth === undefined ? [] : [`Growth (40 vs 2,000 articles): ${JSON.stringify(r.growth)}`, '']),
    ...instancesMarkdown(r.instances as InstancesResult | undefined),
    '',
    '| budget | result |',
    '|---|---|',
    ...Object.entries((r.budgets ?? {}) as Record<string, BudgetResult>).map(([k, v]) => `| ${k} | ${budgetLabel(v)} |`),
  ];
  return `${lines.join('\n')}\n`;
}

(process.argv.includes('--archive') ? benchArchive({ quick }) : main()).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
