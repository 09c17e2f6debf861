import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileOf } from '@/lib/cache/local-store.mjs';
import SharedCacheHandler, { ENTRY_TTL_SECONDS } from '@/lib/cache/shared-handler.mjs';
import { localTagTimes } from '@/lib/cache/tag-times.mjs';
import { createTagMarks } from '@/lib/cache/tag-marks.mjs';
import { sharedRedis, type SharedRedis } from '@/lib/cache/redis.mjs';
import { startRedis, SUITE, waitUntil, type RedisServer } from './redis-server';

/**
 * "When REDIS_URL is set, Next's cache lives in Redis: ISR pages and
 * unstable_cache data, with their tags. … When Redis cannot be reached, fall back to the local
 * cache." The handler as Next calls it, two "instances" being two build folders of one build.
 */
let server: RedisServer;
let redis: SharedRedis;
const savedUrl = process.env.REDIS_URL;

/** A build folder as `next build` leaves it, as far as the handler reads it. */
function buildFolder(name: string, buildId = 'build-one'): string {
  const root = path.join(SUITE.dir, 'handler', name);
  mkdirSync(path.join(root, 'server'), { recursive: true });
  writeFileSync(path.join(root, 'BUILD_ID'), buildId);
  return path.join(root, 'server');
}

const handlerIn = (serverDistDir: string) =>
  new SharedCacheHandler({ serverDistDir, maxMemoryCacheSize: 0 });

const PAGE_KEY = '/route-cache/APP_PAGE/0123/$/uk/news';
const page = () => ({
  kind: 'APP_PAGE',
  html: '<html><body>Новини</body></html>',
  rscData: Buffer.from('0:{"tree":[]}'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/uk/news,cms,news:uk' },
  status: 200,
  postponed: undefined,
});
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31_536_000 } };

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = await startRedis();
  process.env.REDIS_URL = server.url;
  redis = sharedRedis(server.url) as SharedRedis;
  await waitUntil(() => redis.available(), 5_000, 'Redis is connected');
});

afterAll(async () => {
  await redis.close();
  await server.stop();
  process.env.REDIS_URL = savedUrl;
  jest.restoreAllMocks();
});

describe('the shared cache handler', () => {
  it('serves a page written by one instance to another, bytes and cache control intact', async () => {
    const a = handlerIn(buildFolder('a'));
    const b = handlerIn(buildFolder('b'));
    await a.set(PAGE_KEY, page(), pageCtx);
    const entry = await b.get(PAGE_KEY, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    const value = entry?.value as ReturnType<typeof page> | undefined;
    expect(value?.html).toBe(page().html);
    expect(Buffer.isBuffer(value?.rscData) && value?.rscData.toString()).toBe('0:{"tree":[]}');
    expect(value?.segmentData?.get('/_tree')?.toString()).toBe('tree');
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
    expect(Date.now() - (entry?.lastModified ?? 0)).toBeLessThan(5_000);
    // Nothing went to either instance's own disk.
    expect(existsSync(path.join(SUITE.dir, 'handler', 'a', 'server', 'site-cache'))).toBe(false);
  });

  it('shares route answers (the feed) and unstable_cache data the same way', async () => {
    const a = handlerIn(buildFolder('a'));
    const b = handlerIn(buildFolder('b'));
    const feed = { kind: 'APP_ROUTE', status: 200, body: Buffer.from('<rss>…</rss>'), headers: { 'x-next-cache-tags': 'cms,news:uk' } };
    await a.set('/route-cache/APP_ROUTE/4567/$/uk/news/feed.xml', feed, { kind: 'APP_ROUTE', cacheControl: { revalidate: 300 } });
    const route = await b.get('/route-cache/APP_ROUTE/4567/$/uk/news/feed.xml', { kind: 'APP_ROUTE' });
    expect((route?.value as typeof feed).body.toString()).toBe('<rss>…</rss>');

    const data = { kind: 'FETCH', data: { headers: {}, body: '{"news":[]}', status: 200, url: '' }, revalidate: 300 };
    await a.set('data-key', data, { fetchCache: true, tags: ['cms', 'news:uk'] });
    const read = await b.get('data-key', { kind: 'FETCH', tags: ['cms', 'news:uk'], softTags: [] });
    expect(read?.value).toEqual(data);
  });

  it('keeps an entry in Redis ENTRY_TTL_SECONDS after its last render, under its build\'s id', async () => {
    await handlerIn(buildFolder('a')).set(`${PAGE_KEY}/ttl`, page(), pageCtx);
    const ttl = await redis.client.ttl(`site:build-one:${PAGE_KEY}/ttl`);
    expect(ttl).toBeGreaterThan(ENTRY_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(ENTRY_TTL_SECONDS);
  });

  it('issue 52: forgets the stored page when a render turns into a redirect without its Location, and stores one with it', async () => {
    const a = handlerIn(buildFolder('a'));
    const b = handlerIn(buildFolder('b'));
    const key = `${PAGE_KEY}/drafted`;
    await a.set(key, page(), pageCtx);
    await a.set(key, { ...page(), html: '', status: 308 }, pageCtx);
    expect(await redis.client.exists(`site:build-one:${key}`)).toBe(0);
    expect(await b.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })).toBeNull();
    await a.set(key, { ...page(), html: '', status: 308, headers: { ...page().headers, location: '/en/news/other' } }, pageCtx);
    expect((await b.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }))?.value).toMatchObject({ status: 308, headers: { location: '/en/news/other' } });
  });

  it('keeps builds apart: another build never reads this build\'s pages', async () => {
    await handlerIn(buildFolder('a')).set(`${PAGE_KEY}/builds`, page(), pageCtx);
    const other = handlerIn(buildFolder('next-build', 'build-two'));
    expect(await other.get(`${PAGE_KEY}/builds`, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })).toBeNull();
  });

  it('publishes a revalidated tag\'s times, and an older mark never replaces a newer one', async () => {
    const handler = handlerIn(buildFolder('a'));
    await handler.revalidateTag(['news:uk'], { expire: 0 });
    const local = localTagTimes.get('news:uk');
    expect(local?.stale).toBeDefined();
    expect(local?.expired).toBe(local?.stale);

    // Another instance: its own manifest, the same Redis.
    const otherManifest = new Map<string, { stale?: number; expired?: number }>();
    const other = createTagMarks({ redis, manifest: otherManifest });
    await other.sync(['news:uk', 'cms']);
    expect(otherManifest.get('news:uk')).toEqual(local);
    expect(otherManifest.has('cms')).toBe(false);

    const stale = createTagMarks({ redis, manifest: new Map([['news:uk', { stale: 1 }]]), now: () => 1 });
    await stale.publish(['news:uk']);
    const fresh = new Map<string, { stale?: number; expired?: number }>();
    await createTagMarks({ redis, manifest: fresh }).sync(['news:uk']);
    expect(fresh.get('news:uk')).toEqual(local);
  });

  it('falls back to the instance\'s own cache while Redis is down, and shares what was revalidated meanwhile when it is back', async () => {
    const dir = buildFolder('outage');
    const handler = handlerIn(dir);
    await server.stop();
    await waitUntil(() => !redis.available(), 5_000, 'the connection is seen lost');

    await handler.set(`${PAGE_KEY}/outage`, page(), pageCtx);
    expect(existsSync(fileOf(path.join(dir, 'site-cache'), `${PAGE_KEY}/outage`))).toBe(true);
    const entry = await handler.get(`${PAGE_KEY}/outage`, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect((entry?.value as { html?: string } | undefined)?.html).toBe(page().html);
    await handler.revalidateTag(['menu:en'], { expire: 31_536_000 });

    await server.start();
    await waitUntil(() => redis.available(), 5_000, 'the connection is back');
    const otherManifest = new Map<string, { stale?: number; expired?: number }>();
    await waitUntil(
      async () => {
        await createTagMarks({ redis, manifest: otherManifest }).sync(['menu:en']);
        return otherManifest.has('menu:en');
      },
      3_000,
      'the mark made during the outage is shared',
    );
    expect(otherManifest.get('menu:en')).toEqual(localTagTimes.get('menu:en'));
  });
});
