import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemHandler from './file-system-handler.mjs';
import { fileOf } from './local-store.mjs';
import { OUTAGE_REVALIDATE_SECONDS, OUTAGE_TAG } from './cache-records.mjs';

/**
 * "An unknown address leaves nothing persistent behind", "a 404 that gets cached after a passing
 * failure", and revalidation by tag: the handler as Next calls it, in a temporary `.next/server`.
 */
type Entry = { value: { kind: string; status?: number; html?: string; data?: { body: string } }; lastModified: number } | null;

const root = mkdtempSync(path.join(tmpdir(), 'site-cache-'));
const serverDistDir = path.join(root, 'server');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const newHandler = () => new FileSystemHandler({ serverDistDir, maxMemoryCacheSize: 10_000_000 });
const handler = newHandler();
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const setCtx = { ...pageCtx, cacheControl: { revalidate: 300, expire: 31_536_000 } };
/** What Next passes with a render during which markOutage ran (cache-records.mjs): its period, and its tag among the render's. */
const outageCtx = { ...pageCtx, cacheControl: { revalidate: OUTAGE_REVALIDATE_SECONDS, expire: 31_536_000 } };
const OUTAGE_TAGS = ['_N_T_/layout', 'cms', OUTAGE_TAG];
const key = (pathname: string) => `/route-cache/APP_PAGE/0a1b/$${pathname}`;
const onDisk = (entryKey: string) => existsSync(fileOf(path.join(serverDistDir, 'site-cache'), entryKey));
const page = (status: number, body = '<main>page</main>', tags: string[] = ['_N_T_/layout']) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html lang="uk"><body>${body}</body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
/** Next compares times in ms: a call in the same ms as a write does not reach it, as in Next. */
const later = () => new Promise((resolve) => setTimeout(resolve, 2));
const get = (entryKey: string, ctx: object = pageCtx) => handler.get(entryKey, ctx) as Promise<Entry>;

describe('the route cache keeps unknown addresses off the disk', () => {
  it('stores a found page on disk, and a restarted instance reads it back whole', async () => {
    await handler.set(key('/uk/news/real'), page(200), setCtx);
    expect(onDisk(key('/uk/news/real'))).toBe(true);
    const { LocalStore } = await import('./local-store.mjs');
    const afterRestart = new LocalStore(path.join(serverDistDir, 'site-cache'), 10_000_000);
    const record = await afterRestart.get(key('/uk/news/real'));
    expect(record?.value.html).toBe(page(200).html);
    expect(Buffer.isBuffer(record?.value.rscData) && record?.value.rscData.toString()).toBe('0:{}');
    expect(record?.value.segmentData.get('/_tree').toString()).toBe('tree');
    expect(record?.cacheControl).toEqual(setCtx.cacheControl);
  });

  it('keeps the 404 of an address that never had a page in memory only', async () => {
    await handler.set(key('/uk/news/typo'), page(404), setCtx);
    expect(onDisk(key('/uk/news/typo'))).toBe(false);
    expect((await get(key('/uk/news/typo')))?.value.status).toBe(404);
  });

  it('stores the 404 that replaces a stored page (an unpublished article stays gone after a restart)', async () => {
    await handler.set(key('/uk/news/withdrawn'), page(200), setCtx);
    await handler.set(key('/uk/news/withdrawn'), page(404), setCtx);
    expect(onDisk(key('/uk/news/withdrawn'))).toBe(true);
    expect((await get(key('/uk/news/withdrawn')))?.value.status).toBe(404);
  });

  it('never keeps a render made during a CMS outage, so the cached page stays', async () => {
    await handler.set(key('/en/news/flaky'), page(200, '<h1>The article</h1>'), setCtx);
    await handler.set(key('/en/news/flaky'), page(404, '<section>Not found</section>', OUTAGE_TAGS), outageCtx);
    expect((await get(key('/en/news/flaky')))?.value.html).toContain('The article');
    await handler.set(key('/en/news/never-seen'), page(404, '<section>Not found</section>', OUTAGE_TAGS), outageCtx);
    expect(await get(key('/en/news/never-seen'))).toBeNull();
    // What the page says plays no part: an unavailable screen's text from a normal render is a 404 like any other.
    await handler.set(key('/en/news/typo-2'), page(404, '<section>The CMS is unavailable</section>'), setCtx);
    expect((await get(key('/en/news/typo-2')))?.value.status).toBe(404);
  });

  it('keeps the views of a paged list in memory only: one per search a visitor types has no bound on disk', async () => {
    await handler.set(key('/uk/news/~view/page%3D3'), page(200), setCtx);
    expect(onDisk(key('/uk/news/~view/page%3D3'))).toBe(false);
    expect((await get(key('/uk/news/~view/page%3D3')))?.value?.status).toBe(200);
    await handler.set(key('/uk/news'), page(200), setCtx);
    expect(onDisk(key('/uk/news'))).toBe(true);
  });

  it('never keeps a page rendered from a failed CMS call (the search page\'s error), whatever its status', async () => {
    await handler.set(key('/en/search/~view/q%3Dvisa'), page(200, '<div role="alert">Search failed</div>', OUTAGE_TAGS), outageCtx);
    expect(await get(key('/en/search/~view/q%3Dvisa'))).toBeNull();
  });

  it('stores a render whose period is one second like any other: the outage is its tag, not its period', async () => {
    await handler.set(key('/en/news/one-second'), page(200, '<h1>Live</h1>'), outageCtx);
    expect((await get(key('/en/news/one-second')))?.value.html).toContain('Live');
  });

  describe('issue 52: "The handler must never store, or serve, a 3xx render without a Location"', () => {
    const redirect = (status: number, headers: Record<string, unknown>) => ({ ...page(status, ''), headers: { 'x-next-cache-tags': '_N_T_/layout', ...headers } });

    it('forgets the page stored before a redirect without its Location, so the next request renders it in the foreground', async () => {
      for (const status of [301, 302, 303, 307, 308]) {
        const address = key(`/en/news/drafted-${status}`);
        await handler.set(address, page(200, '<h1>The article</h1>'), setCtx);
        await handler.set(address, redirect(status, {}), setCtx);
        expect({ status, served: await get(address), onDisk: onDisk(address) }).toEqual({ status, served: null, onDisk: false });
        // An empty one is none either.
        await handler.set(address, redirect(status, { location: '' }), setCtx);
        expect({ status, served: await get(address) }).toEqual({ status, served: null });
      }
    });

    it('stores a redirect that carries its Location, and a route answer alike', async () => {
      await handler.set(key('/en/news/renamed-whole'), redirect(308, { location: '/en/news/new-name' }), setCtx);
      expect((await get(key('/en/news/renamed-whole')))?.value.status).toBe(308);
      const routeKey = '/route-cache/APP_ROUTE/0c1d/$/en/news/feed.xml';
      const routeCtx = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300 } };
      await handler.set(routeKey, { kind: 'APP_ROUTE', status: 200, body: Buffer.from('<rss/>'), headers: {} }, routeCtx);
      await handler.set(routeKey, { kind: 'APP_ROUTE', status: 307, body: Buffer.from(''), headers: {} }, routeCtx);
      expect(await get(routeKey, { kind: 'APP_ROUTE', isFallback: false })).toBeNull();
    });

    it('never serves one stored by an older release', async () => {
      const { LocalStore } = await import('./local-store.mjs');
      const store = new LocalStore(path.join(serverDistDir, 'site-cache'), 10_000_000);
      await store.set(key('/en/news/old-release'), { value: redirect(308, {}), lastModified: Date.now(), tags: [] }, 'disk');
      expect(await newHandler().get(key('/en/news/old-release'), pageCtx)).toBeNull();
    });
  });

  it('treats route responses alike: a 404 in memory only, a 5xx nowhere', async () => {
    const routeKey = '/route-cache/APP_ROUTE/0c1d/$/uk/programs/typo/calendar.ics';
    const routeCtx = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300 } };
    const route = (status: number) => ({ kind: 'APP_ROUTE', status, body: Buffer.from('x'), headers: {} });
    await handler.set(routeKey, route(404), routeCtx);
    expect(onDisk(routeKey)).toBe(false);
    await handler.set(`${routeKey}-down`, route(503), routeCtx);
    expect(await get(`${routeKey}-down`, { kind: 'APP_ROUTE', isFallback: false })).toBeNull();
  });

  describe('data-cache lookups (unstable_cache entries)', () => {
    const fetchCtx = { kind: 'FETCH', fetchCache: true, tags: ['news:x'] };
    const fetchKey = (name: string) => `lookup-${name}`;
    const lookup = (value: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(value), status: 200, url: '' }, revalidate: 300 });

    it('keep a miss for a slug never found in memory only', async () => {
      await handler.set(fetchKey('typo'), lookup(null), fetchCtx);
      expect(onDisk(fetchKey('typo'))).toBe(false);
      expect((await get(fetchKey('typo'), { kind: 'FETCH', tags: [] }))?.value).toMatchObject({ data: { body: 'null' } });
    });

    it('store the miss that replaces a found item, so an unpublished article is not served from the old value', async () => {
      await handler.set(fetchKey('withdrawn'), lookup({ slug: 'withdrawn' }), fetchCtx);
      expect(onDisk(fetchKey('withdrawn'))).toBe(true);
      await handler.set(fetchKey('withdrawn'), lookup(null), fetchCtx);
      expect(onDisk(fetchKey('withdrawn'))).toBe(true);
      expect((await get(fetchKey('withdrawn'), { kind: 'FETCH', tags: [] }))?.value).toMatchObject({ data: { body: 'null' } });
    });
  });
});

describe('revalidation by tag, decided by the handler', () => {
  const newsKey = key('/uk/news/by-tag');
  const dataCtx = { kind: 'FETCH', revalidate: 300, tags: ['cms', 'news:by-tag'], softTags: ['_N_T_/uk/news/by-tag'] };
  const data = { kind: 'FETCH', data: { headers: {}, body: '{"title":"Стаття"}', status: 200, url: '' }, revalidate: 300 };

  it("'max' (the webhook's profile): a page is served once more with an age past its period, so Next regenerates it behind", async () => {
    await handler.set(newsKey, page(200, 'old', ['_N_T_/layout', 'news:by-tag']), setCtx);
    expect(Date.now() - ((await get(newsKey))?.lastModified ?? 0)).toBeLessThan(5_000);
    await later();
    await handler.revalidateTag('news:by-tag', { expire: 31_536_000 });
    const stale = await get(newsKey);
    expect(stale?.value.html).toContain('old');
    expect(Date.now() - (stale?.lastModified ?? 0)).toBeGreaterThan(300_000);
    // The regenerated page, stored after the call, is fresh again.
    await later();
    await handler.set(newsKey, page(200, 'new', ['_N_T_/layout', 'news:by-tag']), setCtx);
    expect(Date.now() - ((await get(newsKey))?.lastModified ?? 0)).toBeLessThan(5_000);
  });

  it('an expired tag: a page is regenerated before it is served (age -1), data is a miss', async () => {
    await handler.set(key('/uk/news/renamed'), page(200, 'old', ['news:renamed']), setCtx);
    await handler.set('data-renamed', data, { ...dataCtx, tags: ['news:renamed'] });
    await later();
    await handler.revalidateTag(['news:renamed'], { expire: 0 });
    expect((await get(key('/uk/news/renamed')))?.lastModified).toBe(-1);
    expect(await get('data-renamed', { ...dataCtx, tags: ['news:renamed'] })).toBeNull();
  });

  it("data answers to its getter's tags and to the page that reads it (revalidatePath)", async () => {
    await handler.set('data-by-tag', data, dataCtx);
    expect((await get('data-by-tag', dataCtx))?.value.data?.body).toBe(data.data.body);
    await later();
    await handler.revalidateTag(['_N_T_/uk/news/by-tag'], { expire: 31_536_000 });
    const stale = await get('data-by-tag', dataCtx);
    expect(Date.now() - (stale?.lastModified ?? 0)).toBeGreaterThan(300_000);
    // Another page reading the same data, untouched by the call, has it fresh.
    expect(Date.now() - ((await get('data-by-tag', { ...dataCtx, softTags: ['_N_T_/en/news'], tags: ['cms'] }))?.lastModified ?? 0)).toBeLessThan(5_000);
  });

  it('is shared by every handler of the process: Next makes one per request', async () => {
    await handler.set(key('/uk/about'), page(200, 'about', ['page:about']), setCtx);
    await later();
    await newHandler().revalidateTag(['page:about'], { expire: 0 });
    expect((await newHandler().get(key('/uk/about'), pageCtx))?.lastModified).toBe(-1);
  });
});
