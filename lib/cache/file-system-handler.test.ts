import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemHandler from './file-system-handler.mjs';
import { OUTAGE_TAG } from './outage-tag.mjs';

/**
 * "An unknown address leaves nothing persistent behind", and 's
 * "a 404 that gets cached after a passing failure". Runs the handler on Next's own file-system
 * cache in a temporary `.next/server`.
 */
const load = createRequire(__filename);
type Entry = { value: { kind: string; status?: number; html?: string } } | null;
interface Handler {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<Entry>;
}
const { nodeFs } = load('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };

const root = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
const serverDistDir = path.join(root, 'server');
mkdirSync(serverDistDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const handler: Handler = new FileSystemHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const setCtx = { ...pageCtx, cacheControl: { revalidate: 300, expire: 31_536_000 } };
const key = (pathname: string) => `/route-cache/APP_PAGE/0a1b/$${pathname}`;
const onDisk = (pathname: string) => existsSync(path.join(serverDistDir, `${key(pathname)}.html`));
const page = (status: number, body = '<main>page</main>', tags: string[] = ['_N_T_/layout']) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html lang="uk"><body>${body}</body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status,
  postponed: undefined,
  segmentData: undefined,
});

describe('the route cache keeps unknown addresses off the disk', () => {
  it('stores a found page on disk, as Next does', async () => {
    await handler.set(key('/uk/news/real'), page(200), setCtx);
    expect(onDisk('/uk/news/real')).toBe(true);
  });

  it('keeps the 404 of an address that never had a page in memory only', async () => {
    await handler.set(key('/uk/news/typo'), page(404), setCtx);
    expect(onDisk('/uk/news/typo')).toBe(false);
    expect((await handler.get(key('/uk/news/typo'), pageCtx))?.value.status).toBe(404);
  });

  it('stores the 404 that replaces a stored page (an unpublished article stays gone after a restart)', async () => {
    await handler.set(key('/uk/news/withdrawn'), page(200), setCtx);
    await handler.set(key('/uk/news/withdrawn'), page(404), setCtx);
    expect(onDisk('/uk/news/withdrawn')).toBe(true);
    expect((await handler.get(key('/uk/news/withdrawn'), pageCtx))?.value.status).toBe(404);
  });

  it('counts a page prerendered by the build as stored', async () => {
    const seed = path.join(serverDistDir, 'app/en/news/prebuilt.html');
    mkdirSync(path.dirname(seed), { recursive: true });
    writeFileSync(seed, '<html></html>');
    await handler.set(key('/en/news/prebuilt'), page(404), setCtx);
    expect(onDisk('/en/news/prebuilt')).toBe(true);
  });

  it('never keeps a render during which a CMS read failed (tagged as an outage), so the cached page stays', async () => {
    const outage = ['_N_T_/layout', OUTAGE_TAG];
    await handler.set(key('/en/news/flaky'), page(200, '<h1>The article</h1>'), setCtx);
    await handler.set(key('/en/news/flaky'), page(404, '<section>Not found</section>', outage), setCtx);
    expect((await handler.get(key('/en/news/flaky'), pageCtx))?.value.html).toContain('The article');
    await handler.set(key('/en/news/never-seen'), page(404, '<section>Not found</section>', outage), setCtx);
    expect(await handler.get(key('/en/news/never-seen'), pageCtx)).toBeNull();
    // What the page says plays no part: an unavailable screen's text without the tag is a 404 like any other.
    await handler.set(key('/en/news/typo-2'), page(404, '<section data-not-found-reason="unavailable"></section>'), setCtx);
    expect((await handler.get(key('/en/news/typo-2'), pageCtx))?.value.status).toBe(404);
  });

  it('keeps the views of a paged list in memory only: one per search a visitor types has no bound on disk', async () => {
    await handler.set(key('/uk/news/~view/page%3D3'), page(200), setCtx);
    expect(onDisk('/uk/news/~view/page%3D3')).toBe(false);
    expect((await handler.get(key('/uk/news/~view/page%3D3'), pageCtx))?.value?.status).toBe(200);
    await handler.set(key('/uk/news'), page(200), setCtx);
    expect(onDisk('/uk/news')).toBe(true);
  });

  it('never keeps a page rendered from a failed CMS call (the search page\'s error), whatever its status', async () => {
    await handler.set(key('/en/search/~view/q%3Dvisa'), page(200, '<div role="alert">Search failed</div>', [OUTAGE_TAG]), setCtx);
    expect(await handler.get(key('/en/search/~view/q%3Dvisa'), pageCtx)).toBeNull();
  });

  it('treats route responses alike: a 404 in memory only, a 5xx nowhere', async () => {
    const routeKey = '/route-cache/APP_ROUTE/0c1d/$/uk/programs/typo/calendar.ics';
    const routeCtx = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300 } };
    const route = (status: number) => ({ kind: 'APP_ROUTE', status, body: Buffer.from('x'), headers: {} });
    await handler.set(routeKey, route(404), routeCtx);
    expect(existsSync(path.join(serverDistDir, `${routeKey}.body`))).toBe(false);
    await handler.set(`${routeKey}-down`, route(503), routeCtx);
    expect(await handler.get(`${routeKey}-down`, { kind: 'APP_ROUTE', isFallback: false })).toBeNull();
  });

  describe('data-cache lookups (unstable_cache entries)', () => {
    const fetchCtx = { kind: 'FETCH', fetchCache: true, tags: ['news:x'] };
    const fetchKey = (name: string) => `lookup-${name}`;
    const fetchOnDisk = (name: string) => existsSync(path.join(root, 'cache', 'fetch-cache', fetchKey(name)));
    const lookup = (value: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(value), status: 200, url: '' }, revalidate: 300 });

    it('keep a miss for a slug never found in memory only', async () => {
      await handler.set(fetchKey('typo'), lookup(null), fetchCtx);
      expect(fetchOnDisk('typo')).toBe(false);
      expect((await handler.get(fetchKey('typo'), { kind: 'FETCH', fetchCache: true, tags: [] }))?.value).toMatchObject({ data: { body: 'null' } });
    });

    it('store the miss that replaces a found item, so an unpublished article is not served from the old value', async () => {
      await handler.set(fetchKey('withdrawn'), lookup({ slug: 'withdrawn' }), fetchCtx);
      expect(fetchOnDisk('withdrawn')).toBe(true);
      await handler.set(fetchKey('withdrawn'), lookup(null), fetchCtx);
      expect(fetchOnDisk('withdrawn')).toBe(true);
      expect((await handler.get(fetchKey('withdrawn'), { kind: 'FETCH', fetchCache: true, tags: [] }))?.value).toMatchObject({ data: { body: 'null' } });
    });
  });
});
