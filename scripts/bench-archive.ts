/**
 * `npm run bench -- --archive`: the site against two local WordPresses at once, one with
 * the sample content and one with an office-sized archive on top (scripts/wordpress.sh reset
 * --archive), measured in alternation in the same minutes and printed side by side:
 *  - the time and bytes of every contract read a page render makes (a recording proxy sits
 *    between each site and its WordPress);
 *  - uncached render p50/p95 of the home, the news list (page 1 and page 50, or the sample's last),
 *    an article, a programme, search with a common word (page and API) and the sitemap, and the
 *    bytes fetched from WordPress per render;
 *  - the build's time and peak memory;
 *  - publish to live through the plugin's own hooks (article, list, home);
 *  - the resident memory of `next start` after 300 different pages;
 *  - the largest value in Redis (each site runs with its own Redis, as several instances do).
 * Writes bench/results-archive.json and .md. Ports: 3210+ and 8086/8087 + E2E_PORT_OFFSET.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { startRecordingProxy, type CmsRead, type RecordingProxy } from './bench-archive-proxy';
import { archiveMarkdown, type SideResult } from './bench-archive-report';
import { loadAverage, log, measured, quantile, sleep, slugsOf, timedFetch, treeRssKb, wpColumn } from './bench-archive-steps';
import { unpackValue } from '../lib/cache/packed-values.mjs';
import { startRedis, type RedisServer } from '../test/support/redis-server';
import { readWpEnv } from '../test/support/wp-env';

const ROOT = process.cwd();
const OUT = path.join(ROOT, '.tmp', 'bench-archive');
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const SECRET = 'bench-archive-secret';
const SIDES = ['sample', 'archive'] as const;
type SideName = (typeof SIDES)[number];

interface Side {
  name: SideName;
  wpPort: number;
  wpState: string;
  proxy: RecordingProxy | null;
  proxyPort: number;
  sitePort: number;
  redisPort: number;
  redis: RedisServer | null;
  instances: string;
  wpEnv: Record<string, string>;
  routes: Record<string, string>;
  result: SideResult;
}

function side(name: SideName, index: number): Side {
  return {
    name,
    wpPort: 8086 + index + offset,
    wpState: path.join(OUT, `wp-${name}`),
    proxy: null,
    proxyPort: 3212 + index + offset,
    sitePort: 3210 + index + offset,
    redisPort: 3216 + index + offset,
    redis: null,
    instances: path.join(OUT, `site-${name}`),
    wpEnv: {},
    routes: {},
    result: { renders: {}, reads: {}, loadAverage: {} },
  };
}

const siteUrl = (s: Side) => `http://127.0.0.1:${s.sitePort}`;

function siteEnv(s: Side): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_API_URL: `${s.proxy?.url}/wp-json`,
    SITE_URL: siteUrl(s),
    REVALIDATE_SECRET: SECRET,
    DATA_DIR: path.join(OUT, `data-${s.name}`),
    CMS_IMAGES_ALLOW_LOCAL_IP: '1',
  };
}

function wordpress(s: Side, ...args: string[]) {
  execFileSync('bash', ['scripts/wordpress.sh', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, WP_PORT: String(s.wpPort), WP_STATE_DIR: s.wpState, SITE_URL: siteUrl(s), REVALIDATE_SECRET: SECRET },
  });
}

function instances(s: Side, command: 'start' | 'stop' | 'restart') {
  execFileSync('bash', ['deploy/start-instances.sh', command, String(s.sitePort)], {
    stdio: 'ignore',
    env: { ...siteEnv(s), INSTANCES_DIR: s.instances, REDIS_URL: s.redis?.url ?? '' },
  });
}

const instancePid = (s: Side) => Number(readFileSync(path.join(s.instances, `${s.sitePort}.pid`), 'utf8').trim());

async function revalidateAll(s: Side) {
  const answer = await fetch(`${siteUrl(s)}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ tags: ['cms'], mode: 'expire' }),
  });
  if (!answer.ok) throw new Error(`revalidate on ${s.name}: ${answer.status}`);
}

/** The routes measured, with the same sample items on both sides (they exist in both WordPresses). */
async function routesOf(s: Side, sample: Side): Promise<Record<string, string>> {
  const article = slugsOf(sample.wpState, 'post', 'uk', 1)[0];
  const programme = slugsOf(sample.wpState, 'eos_program', 'uk', 1)[0];
  // Each article once, whatever number of news categories it has; none that is also a FAQ question.
  const listed = Number(wpColumn(s.wpState, `SELECT COUNT(DISTINCT p.ID) FROM wp_posts p JOIN wp_postmeta l ON l.post_id = p.ID AND l.meta_key = '_eos_lang' AND l.meta_value = 'uk'
    JOIN wp_term_relationships r ON r.object_id = p.ID JOIN wp_term_taxonomy t ON t.term_taxonomy_id = r.term_taxonomy_id AND t.taxonomy = 'category'
    JOIN wp_termmeta n ON n.term_id = t.term_id AND n.meta_key = 'eos_news' AND n.meta_value = '1'
    WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
      AND NOT EXISTS (SELECT 1 FROM wp_term_relationships f JOIN wp_term_taxonomy ft ON ft.term_taxonomy_id = f.term_taxonomy_id
        WHERE f.object_id = p.ID AND ft.taxonomy = 'category' AND ft.term_id IN (260, 262))`)[0]);
  const lastPage = Math.max(1, Math.ceil(listed / 6));
  const routes: Record<string, string> = {
    home: '/uk',
    'news list': '/uk/news',
    [`news page 50 (or last)`]: `/uk/news?page=${Math.min(50, lastPage)}`,
    article: `/uk/news/${article}`,
    programme: `/uk/programs/${programme}`,
    'search page': `/uk/search?q=${encodeURIComponent('програма')}`,
    'search API': `/api/search?q=${encodeURIComponent('програма')}&lang=uk`,
    sitemap: '/server-sitemap.xml',
  };
  const sitemap = await timedFetch(siteUrl(s) + routes.sitemap);
  if (sitemap.text.includes('<sitemapindex')) {
    const chunks = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
    const last = chunks[chunks.length - 1];
    if (last) routes['sitemap, last part'] = last;
  }
  return routes;
}

function summariseReads(reads: CmsRead[]): Record<string, { count: number; p50ms: number; p95ms: number; maxBytes: number; failed: number }> {
  const by: Record<string, CmsRead[]> = {};
  for (const read of reads) (by[read.endpoint] ??= []).push(read);
  return Object.fromEntries(
    Object.entries(by).map(([endpoint, list]) => [
      endpoint,
      {
        count: list.length,
        p50ms: Math.round(quantile(list.map((r) => r.ms), 0.5)),
        p95ms: Math.round(quantile(list.map((r) => r.ms), 0.95)),
        maxBytes: Math.max(...list.map((r) => r.bytes)),
        failed: list.filter((r) => r.status >= 400 && r.status !== 404).length,
      },
    ]),
  );
}

async function renders(sides: Side[], samples: number) {
  const all: Record<SideName, CmsRead[]> = { sample: [], archive: [] };
  const times: Record<SideName, Record<string, { ms: number[]; bytes: number[]; status: number[] }>> = { sample: {}, archive: {} };
  for (let i = 0; i < samples; i++) {
    for (const route of Object.keys(sides[1]?.routes ?? {})) {
      for (const s of sides) await revalidateAll(s);
      // The webhook invalidates once more a second later (REVALIDATE_SETTLE_MS): render after it.
      await sleep(1_200);
      for (const s of i % 2 === 0 ? sides : [...sides].reverse()) {
        const url = s.routes[route];
        if (!url) continue;
        s.proxy?.take();
        const answer = await timedFetch(siteUrl(s) + url);
        await sleep(150);
        const reads = s.proxy?.take() ?? [];
        all[s.name].push(...reads);
        const entry = (times[s.name][route] ??= { ms: [], bytes: [], status: [] });
        entry.ms.push(answer.ms);
        entry.bytes.push(reads.reduce((sum, r) => sum + r.bytes, 0));
        entry.status.push(answer.status);
      }
    }
    log(`renders: sample ${i + 1} of ${samples} (load ${loadAverage().join(' ')})`);
  }
  for (const s of sides) {
    s.result.reads = summariseReads(all[s.name]);
    s.result.renders = Object.fromEntries(
      Object.entries(times[s.name]).map(([route, t]) => [
        route,
        {
          path: s.routes[route] ?? '',
          p50ms: Math.round(quantile(t.ms, 0.5)),
          p95ms: Math.round(quantile(t.ms, 0.95)),
          cmsBytes: Math.round(quantile(t.bytes, 0.5)),
          statuses: [...new Set(t.status)],
        },
      ]),
    );
  }
}

/** An editor retitles a sample article through WordPress's REST API; the plugin's hook tells the site. */
async function publishToLive(s: Side, slug: string) {
  const url = `http://127.0.0.1:${s.wpPort}/wp-json`;
  const auth = `Basic ${Buffer.from(`${s.wpEnv.WP_USER}:${s.wpEnv.WP_APP_PASSWORD}`).toString('base64')}`;
  const id = Number(wpColumn(s.wpState, `SELECT ID FROM wp_posts WHERE post_name = '${slug}' AND post_type = 'post' LIMIT 1`)[0]);
  const pages = { article: `/uk/news/${slug}`, list: '/uk/news', home: '/uk' };
  for (const page of Object.values(pages)) await timedFetch(siteUrl(s) + page);
  const edit = async (title: string) => {
    const answer = await fetch(`${url}/wp/v2/posts/${id}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: auth }, body: JSON.stringify({ title }) });
    if (!answer.ok) throw new Error(`editing post ${id} on ${s.name}: ${answer.status}`);
  };
  const original = wpColumn(s.wpState, `SELECT post_title FROM wp_posts WHERE ID = ${id}`)[0] ?? '';
  const title = `Bench ${Date.now().toString(36)}`;
  await edit(title);
  const saved = performance.now();
  const delays: Record<string, number | null> = {};
  for (const [name, page] of Object.entries(pages)) {
    delays[name] = null;
    while (performance.now() - saved < 20_000) {
      if ((await timedFetch(siteUrl(s) + page)).text.includes(title)) {
        delays[name] = Math.round(performance.now() - saved);
        break;
      }
      await sleep(100);
    }
  }
  await edit(original);
  s.result.publish = delays;
}

/** `next start` from a fresh process and an empty Redis, 300 requests over different pages, then its memory. */
async function memoryAfterPages(s: Side, urls: string[]) {
  instances(s, 'stop');
  const client = createClient({ url: s.redis?.url });
  await client.connect();
  await client.flushAll();
  await client.quit();
  instances(s, 'start');
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      if (url) await timedFetch(siteUrl(s) + url);
    }
  };
  await Promise.all([worker(), worker()]);
  await sleep(5_000);
  s.result.rssAfterPagesMb = Math.round(treeRssKb(instancePid(s)) / 1024);
  s.result.distinctPages = new Set(urls).size;
}

function pagesToVisit(s: Side): string[] {
  const pages: string[] = [];
  for (const lang of ['uk', 'en']) {
    pages.push(`/${lang}`, `/${lang}/news`, `/${lang}/programs`, `/${lang}/library`, `/${lang}/team`, `/${lang}/stories`, `/${lang}/about`, `/${lang}/contacts`, `/${lang}/faq`);
    pages.push(...slugsOf(s.wpState, 'eos_program', lang, 40).map((slug) => `/${lang}/programs/${slug}`));
  }
  for (const lang of ['uk', 'en']) pages.push(...slugsOf(s.wpState, 'post', lang, 150).map((slug) => `/${lang}/news/${slug}`));
  // A WordPress with fewer items fills up with searches (each a page of its own), so both sides
  // render the same number of different pages.
  const words = [...new Set(pages.flatMap((page) => decodeURIComponent(page.split('/').pop() ?? '').split('-')).filter((word) => word.length >= 4))];
  for (const word of words) {
    if (new Set(pages).size >= 300) break;
    pages.push(`/uk/search?q=${encodeURIComponent(word)}`);
  }
  return [...new Set(pages)].slice(0, 300);
}

async function largestRedisValue(s: Side) {
  const client = createClient({ url: s.redis?.url });
  await client.connect();
  let largest = { key: '', bytes: 0 };
  for await (const keys of client.scanIterator({ COUNT: 200 })) {
    for (const key of keys) {
      const type = await client.type(key);
      const bytes = type === 'string' ? await client.strLen(key) : Number(await client.memoryUsage(key)) || 0;
      if (bytes > largest.bytes) largest = { key, bytes };
    }
  }
  // A cached page names its path in its implicit tags (`_N_T_/uk/programs`): the most specific one.
  const value = largest.key ? String(unpackValue((await client.type(largest.key)) === 'string' ? await client.get(largest.key) : '')) : '';
  const paths = [...value.matchAll(/_N_T_(\/[^",\\]*)/g)].map((match) => match[1] ?? '').filter((tagPath) => !tagPath.endsWith('/layout'));
  await client.quit();
  s.result.largestRedisValue = { ...largest, page: paths.sort((a, b) => b.length - a.length)[0] ?? '' };
}

export async function benchArchive({ quick }: { quick: boolean }) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const sides = SIDES.map(side);
  const [sample] = sides as [Side, Side];
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  };
  try {
    for (const s of sides) {
      log(`WordPress with the ${s.name} content on ${s.wpPort}`);
      wordpress(s, 'reset', ...(s.name === 'archive' ? ['--archive'] : []));
      s.wpEnv = readWpEnv(s.wpState);
      s.proxy = await startRecordingProxy(s.proxyPort, `http://127.0.0.1:${s.wpPort}`);
      s.redis = await startRedis(s.redisPort, path.join(OUT, `redis-${s.name}`));
    }
    for (const s of sides) {
      log(`build against the ${s.name} WordPress (load ${loadAverage().join(' ')})`);
      s.result.loadAverage.build = loadAverage();
      s.result.build = await measured('npm', ['run', 'build'], siteEnv(s), path.join(OUT, `build-${s.name}.log`));
      s.result.buildReads = summariseReads(s.proxy?.take() ?? []);
      if (s.result.build.status !== 0) throw new Error(`the build against the ${s.name} WordPress failed: see ${OUT}/build-${s.name}.log`);
      instances(s, 'start');
    }
    for (const s of sides) s.routes = await routesOf(s, sample);
    for (const s of sides) for (const url of Object.values(s.routes)) await timedFetch(siteUrl(s) + url);
    log('uncached renders');
    for (const s of sides) s.result.loadAverage.rendersBefore = loadAverage();
    await renders(sides, quick ? 3 : 20);
    for (const s of sides) s.result.loadAverage.rendersAfter = loadAverage();
    log('publish to live');
    const slug = slugsOf(sample.wpState, 'post', 'uk', 3)[2] ?? '';
    for (const s of sides) await publishToLive(s, slug);
    log('memory after 300 pages');
    for (const s of sides) {
      s.result.loadAverage.memory = loadAverage();
      await memoryAfterPages(s, pagesToVisit(s));
      await largestRedisValue(s);
    }
  } finally {
    for (const s of sides) {
      try {
        instances(s, 'stop');
      } catch {
        // not started
      }
      await s.proxy?.close();
      await s.redis?.stop();
      wordpress(s, 'stop');
    }
  }
  results.sides = Object.fromEntries(sides.map((s) => [s.name, s.result]));
  writeFileSync(path.join(ROOT, 'bench', 'results-archive.json'), `${JSON.stringify(results, null, 2)}\n`);
  const table = archiveMarkdown(results.date as string, results.machine as Record<string, unknown>, String(results.commit), sides[0]?.result as SideResult, sides[1]?.result as SideResult);
  writeFileSync(path.join(ROOT, 'bench', 'results-archive.md'), table);
  process.stdout.write(`\n${table}\n`);
}
