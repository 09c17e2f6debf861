import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E } from '@/test/support/env';
import { publishedNews, readContent, type NewsEntry } from '@/test/support/content';
import { REVALIDATE_SETTLE_MS } from '@/lib/constants';
import { unpackValue } from '@/lib/cache/packed-values.mjs';
import { TAG_MARKS_KEY } from '@/lib/cache/tag-marks.mjs';
import { sharedRedis, type SharedRedis } from '@/lib/cache/redis.mjs';
import { patchContent, requestCount, resetContent, resetRequests } from '@/test/support/fixture-cms/control';
import { startNginxFront, type NginxFront } from '@/test/support/nginx-front';
import { startFixtureCms } from '@/test/support/fixture-cms/process';
import { startRedis, SUITE, waitUntil, type RedisServer } from './redis-server';

/**
 * "Two site instances, built once, run from separate copies of the build
 * directory, so they share nothing on disk, with one Redis. A page rendered by instance A is
 * served by instance B from the shared cache without re-rendering (count the renders). The
 * webhook called on A refreshes B within 2 s. With Redis stopped, both instances keep serving,
 * and they recover when it returns. A restarted instance serves from the shared cache at once."
 *
 * The instances are the build that scripts/test-all.sh made against the fixture CMS, started by
 * the shipped deploy/start-instances.sh. A render is counted three ways: Next's x-nextjs-cache
 * answer (MISS: rendered for this request), the requests the fixture CMS received, and the
 * page's entry in Redis (a render writes a new one).
 */
const run = promisify(execFile);
const CMS = E2E.cmsUrl;
const INSTANCES_DIR = path.join(SUITE.dir, 'instances');
const [PORT_A, PORT_B] = SUITE.instancePorts;
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;
const REFRESH_PROMISE_MS = 2_000;

let redisServer: RedisServer;
let redis: SharedRedis;
let cms: { stop: () => Promise<void> };
let front: NginxFront | null = null;
/** Measured figures, written to .tmp/redis-figures.json for docs/caching.md. */
const figures: Record<string, unknown> = {};

const instances = (command: 'start' | 'stop', ...ports: number[]) =>
  run('bash', ['deploy/start-instances.sh', command, ...ports.map(String)], {
    env: {
      ...process.env,
      ...E2E.siteEnv,
      REDIS_URL: redisServer.url,
      INSTANCES_DIR,
      DATA_DIR: path.join(SUITE.dir, 'site-data'),
    },
  });

async function page(base: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + pathname, { headers });
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

/** Each tag of an accepted webhook call, and when the latest call's second pass marks it again. */
const secondPasses = new Map<string, number>();

async function webhook(base: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': E2E.siteEnv.REVALIDATE_SECRET ?? '', ...headers },
    body: JSON.stringify(body),
  });
  if (response.ok) {
    const { revalidated, now } = (await response.clone().json()) as { revalidated: string[]; now: number };
    for (const tag of revalidated) secondPasses.set(tag, now + REVALIDATE_SETTLE_MS);
  }
  return response;
}

/**
 * Waits until the second pass of every webhook call so far has reached Redis. The webhook marks
 * its tags again REVALIDATE_SETTLE_MS after the call, so a page rendered before that mark is
 * rightly served stale and rendered again: a test that expects a HIT renders after it.
 */
async function afterSecondPasses() {
  await waitUntil(
    async () => {
      if (secondPasses.size === 0) return true;
      const marks = await redis.client.hmGet(TAG_MARKS_KEY, [...secondPasses.keys()]);
      const due = [...secondPasses.values()];
      return marks.every((mark, i) => mark !== null && (JSON.parse(mark) as { at: number }).at >= (due[i] ?? 0));
    },
    10_000,
    "the webhook calls' second passes are in Redis",
  );
}

/** The page's entry in Redis: its key and when it was written (a render writes a new one). */
async function storedPage(pathname: string): Promise<{ key: string; lastModified: number; packed: boolean } | null> {
  const keys: string[] = [];
  for await (const batch of redis.client.scanIterator({ MATCH: `site:*$${pathname}`, COUNT: 1000 })) keys.push(...batch);
  const key = keys.find((candidate) => candidate.includes('/route-cache/APP_PAGE/'));
  if (!key) return null;
  const raw = (await redis.client.get(key)) ?? '{}';
  const stored = JSON.parse(String(unpackValue(raw))) as { lastModified?: number };
  return { key, lastModified: stored.lastModified ?? 0, packed: raw !== unpackValue(raw) };
}

type NewsFile = { news: NewsEntry[] };
let articleId = 990_000;

/** Adds an English article to the fixture CMS after the build: no instance has it on disk. */
async function addArticle(slug: string, title: string) {
  const file = readContent<NewsFile>('en', 'news.json');
  const template = file.news.find((n) => n.status !== 'draft') as NewsEntry;
  articleId += 1;
  await patchContent(CMS, { lang: 'en', file: 'news', add: { ...template, id: articleId, slug, title, status: 'publish', date: '2026-11-22 09:00:00' } });
}

/** Polls `base + pathname` every 100 ms until it shows `text`; the time it took, or null. */
async function shownAfter(base: string, pathname: string, text: string, since: number, limitMs = 6_000): Promise<number | null> {
  while (Date.now() - since < limitMs) {
    if ((await page(base, pathname)).html.includes(text)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * No instance rendered the page since `stored` was written: no request of the CMS for it, and the
 * same entry in Redis a moment later (a render in the background would have written a new one).
 */
async function expectNoRender(pathname: string, slug: string, stored: Awaited<ReturnType<typeof storedPage>>) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await requestCount(CMS, slug)).toBe(0);
  expect(await storedPage(pathname)).toEqual(stored);
}

const log = (port: number) => readFileSync(path.join(INSTANCES_DIR, `${port}.log`), 'utf8');

beforeAll(async () => {
  const started = Date.now();
  mkdirSync(SUITE.dir, { recursive: true });
  redisServer = await startRedis();
  redis = sharedRedis(redisServer.url) as SharedRedis;
  cms = await startFixtureCms(E2E.cmsPort, path.join(SUITE.dir, 'cms-data'));
  await Promise.all([instances('start', PORT_A), instances('start', PORT_B)]);
  front = await startNginxFront(SUITE.frontPort, [`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`], path.join(SUITE.dir, 'front'));
  await waitUntil(() => redis.available(), 5_000, 'the test\'s own connection to Redis is up');
  figures.startupMs = Date.now() - started;
}, 120_000);

afterAll(async () => {
  front?.stop();
  await instances('stop', PORT_A, PORT_B).catch(() => undefined);
  await resetContent(CMS).catch(() => undefined);
  await cms?.stop();
  await redis?.close();
  await redisServer?.stop();
  writeFileSync(path.resolve('.tmp/redis-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
}, 60_000);

describe('two instances, one Redis', () => {
  it('a page rendered by one instance is served by the other from the shared cache, without a render', async () => {
    const renders: Record<string, number> = {};
    for (const [renderer, reader, name] of [
      [A, B, 'a-to-b'],
      [B, A, 'b-to-a'],
    ] as const) {
      const slug = `shared-cache-${name}`;
      const title = `Shared cache ${name}`;
      await addArticle(slug, title);
      const pathname = `/en/news/${slug}`;

      await resetRequests(CMS);
      const first = await page(renderer, pathname);
      expect(first.status).toBe(200);
      expect(first.html).toContain(title);
      expect(first.cache).toBe('MISS');
      const rendererCmsCalls = await requestCount(CMS, slug);
      expect(rendererCmsCalls).toBeGreaterThan(0);
      const stored = await storedPage(pathname);
      expect(stored).not.toBeNull();
      // An article's page is tens of KB: kept gzipped (lib/cache/packed-values.mjs).
      expect(stored?.packed).toBe(true);

      await resetRequests(CMS);
      for (let i = 0; i < 3; i++) {
        const served = await page(reader, pathname);
        expect(served.status).toBe(200);
        expect(served.cache).toBe('HIT');
        expect(served.html).toBe(first.html);
      }
      await expectNoRender(pathname, slug, stored);
      renders[`${name}: renderer`] = 1;
      renders[`${name}: reader`] = 0;
      renders[`${name}: CMS requests of the render`] = rendererCmsCalls;
    }
    figures.renders = renders;
  });

  it('the webhook called on one instance refreshes the other within 2 s: the article and the news list', async () => {
    const latest = publishedNews('en')[0] as NewsEntry;
    const pages = [`/en/news/${latest.slug}`, '/en/news', '/en/news/feed.xml'];
    for (const pathname of pages) for (const base of [A, B]) expect((await page(base, pathname)).status).toBe(200);

    // A first round, not timed, the other way: each instance has rendered these routes once,
    // as a running site has (the first render of a route loads its code).
    const warmUp = `Warmed up ${Date.now()}`;
    await patchContent(CMS, { lang: 'en', file: 'news', where: { slug: latest.slug }, patch: { title: warmUp } });
    expect((await webhook(B, { type: 'news', slug: latest.slug, lang: 'en' })).status).toBe(200);
    const warmedAt = Date.now();
    await Promise.all([A, B].flatMap((base) => pages.map((pathname) => shownAfter(base, pathname, warmUp, warmedAt, 15_000))));

    const measured = pages.slice(0, 2);
    const title = `Refreshed everywhere ${Date.now()}`;
    await patchContent(CMS, { lang: 'en', file: 'news', where: { slug: latest.slug }, patch: { title } });
    expect((await webhook(A, { type: 'news', slug: latest.slug, lang: 'en' })).status).toBe(200);
    const calledAt = Date.now();
    const delays = await Promise.all(measured.map((pathname) => shownAfter(B, pathname, title, calledAt)));
    figures.refreshOnOtherInstanceMs = Object.fromEntries(measured.map((pathname, i) => [pathname, delays[i]]));
    for (const [i, pathname] of measured.entries()) {
      expect({ pathname, shown: delays[i] !== null }).toEqual({ pathname, shown: true });
      expect(delays[i]).toBeLessThanOrEqual(REFRESH_PROMISE_MS);
    }
  });

  it('the webhook called on one instance refreshes a route handler on the other within 2 s: the feed, asked alone', async () => {
    // Asked alone: no page of the instance reads the news data meanwhile, so only the feed's own
    // tags (which Next keeps in its tags header, not in the entry's context) can mark it stale.
    const latest = publishedNews('en')[0] as NewsEntry;
    // The feed as this instance has it now, fresh: nothing left to regenerate from earlier calls.
    await waitUntil(async () => (await page(B, '/en/news/feed.xml')).cache === 'HIT', 10_000, 'the feed is fresh on B');
    const title = `Feed refreshed ${Date.now()}`;
    await patchContent(CMS, { lang: 'en', file: 'news', where: { slug: latest.slug }, patch: { title } });
    expect((await webhook(A, { type: 'news', slug: latest.slug, lang: 'en' })).status).toBe(200);
    const delay = await shownAfter(B, '/en/news/feed.xml', title, Date.now());
    (figures.refreshOnOtherInstanceMs as Record<string, number | null>)['/en/news/feed.xml'] = delay;
    expect(delay).not.toBeNull();
    expect(delay).toBeLessThanOrEqual(REFRESH_PROMISE_MS);
  });

  it('WordPress’s old addresses: the webhook on one instance puts a new article’s ?p= and permalink in use on the other through Redis, with one read of the map in all', async () => {
    const slug = `old-address-${Date.now()}`;
    await addArticle(slug, 'An article with an old address');
    const id = articleId;
    // Each instance makes its copy of the map, which predates the article: its ?p= is unknown yet.
    for (const base of [A, B]) expect((await fetch(`${base}/?p=${id}`, { redirect: 'manual' })).status).toBe(307);
    const pagesOfMap = Number((await fetch(`${CMS}/wp-json/fulbright-react/v1/old-addresses?page=1&per_page=100`)).headers.get('x-wp-totalpages'));
    await resetRequests(CMS);
    expect((await webhook(A, { type: 'news', slug, lang: 'en' })).status).toBe(200);
    const calledAt = Date.now();
    let delay: number | null = null;
    while (delay === null && Date.now() - calledAt < 6_000) {
      const answers = await Promise.all([`/?p=${id}`, `/${slug}/`].map((address) => fetch(B + address, { redirect: 'manual' })));
      if (answers.every((answer) => answer.status === 301 && new URL(answer.headers.get('location') ?? '', B).pathname === `/en/news/${slug}`)) delay = Date.now() - calledAt;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    figures.oldAddressOnOtherInstanceMs = delay;
    expect(delay).not.toBeNull();
    expect(delay).toBeLessThanOrEqual(REFRESH_PROMISE_MS);
    // A read the map once (its pages); B took A's copy from Redis.
    expect(await requestCount(CMS, 'old-addresses')).toBe(pagesOfMap);
  });

  it('wrong webhook secrets are counted across instances: the 11th attempt is refused on either', async () => {
    const client = { 'x-real-ip': '198.51.100.77' };
    for (let i = 0; i < 10; i++) {
      const response = await webhook(i % 2 ? A : B, { type: 'menu' }, { ...client, 'x-revalidate-secret': 'wrong' });
      expect(response.status).toBe(401);
    }
    expect((await webhook(A, { type: 'menu' }, client)).status).toBe(429);
    expect((await webhook(B, { type: 'menu' }, client)).status).toBe(429);
    expect((await webhook(B, { type: 'menu' })).status).toBe(200);
  });

  it('with Redis stopped both instances keep serving, and they share again when it returns', async () => {
    await redisServer.stop();
    // A stopped Redis comes back empty: marks already written are gone with it, and only second
    // passes still due (kept by the instances until Redis is back) can be waited for.
    for (const [tag, due] of secondPasses) if (due <= Date.now()) secondPasses.delete(tag);
    const outage = ['/en', '/uk/news', '/en/news/shared-cache-a-to-b', '/uk/news/feed.xml', '/uk/programs'];
    for (const base of [A, B]) {
      for (const pathname of outage) {
        const served = await page(base, pathname);
        expect({ base, pathname, status: served.status }).toEqual({ base, pathname, status: 200 });
      }
    }
    // Limits and the webhook keep working on each instance's memory.
    expect((await webhook(A, { type: 'news', lang: 'uk' })).status).toBe(200);
    expect((await webhook(B, { type: 'menu' }, { 'x-revalidate-secret': 'wrong', 'x-real-ip': '198.51.100.78' })).status).toBe(401);

    const restartedAt = Date.now();
    await redisServer.start();
    await waitUntil(() => [PORT_A, PORT_B].every((port) => log(port).includes('[redis] connected again')), 10_000, 'both instances reconnect');
    figures.reconnectMs = Date.now() - restartedAt;

    // Shared again: the webhook on B refreshes A, a page A renders is served by B.
    const latest = publishedNews('en')[1] as NewsEntry;
    const pathname = `/en/news/${latest.slug}`;
    expect((await page(A, pathname)).status).toBe(200);
    const title = `After the outage ${Date.now()}`;
    await patchContent(CMS, { lang: 'en', file: 'news', where: { slug: latest.slug }, patch: { title } });
    expect((await webhook(B, { type: 'news', slug: latest.slug, lang: 'en' })).status).toBe(200);
    const delay = await shownAfter(A, pathname, title, Date.now());
    figures.refreshAfterOutageMs = delay;
    expect(delay).not.toBeNull();
    expect(delay).toBeLessThanOrEqual(REFRESH_PROMISE_MS);

    await afterSecondPasses();
    await addArticle('after-the-outage', 'After the outage');
    expect((await page(A, '/en/news/after-the-outage')).cache).toBe('MISS');
    const stored = await storedPage('/en/news/after-the-outage');
    await resetRequests(CMS);
    expect((await page(B, '/en/news/after-the-outage')).cache).toBe('HIT');
    await expectNoRender('/en/news/after-the-outage', 'after-the-outage', stored);
  });

  it('a restarted instance serves from the shared cache at once; meanwhile nginx sends everything to the other', async () => {
    await afterSecondPasses();
    await addArticle('before-the-restart', 'Before the restart');
    const rendered = await page(A, '/en/news/before-the-restart');
    expect(rendered.cache).toBe('MISS');
    const stored = await storedPage('/en/news/before-the-restart');

    await instances('stop', PORT_B);
    // Past the micro-cache (the draft-mode cookie's name makes nginx pass every request on).
    const throughFront = await Promise.all(
      Array.from({ length: 20 }, (_, i) => page(front?.url ?? '', i % 2 ? '/en' : '/uk/news', { cookie: '__prerender_bypass=none' })),
    );
    expect(throughFront.map((answer) => answer.status)).toEqual(Array(20).fill(200));

    await instances('start', PORT_B);
    await resetRequests(CMS);
    const askedAt = Date.now();
    const served = await page(B, '/en/news/before-the-restart');
    figures.restartedFirstAnswerMs = Date.now() - askedAt;
    expect(served.cache).toBe('HIT');
    expect(served.html).toBe(rendered.html);
    await expectNoRender('/en/news/before-the-restart', 'before-the-restart', stored);
  });
});
