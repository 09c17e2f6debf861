import { describe, expect, it } from '@jest/globals';
import { recordOf, renderTags, tagsOf } from './cache-records.mjs';
import { ENTRY_TTL_SECONDS } from './shared-handler.mjs';

/**
 * "When REDIS_URL is set, Next's cache lives in Redis: ISR pages and unstable_cache
 * data, with their tags." What the handler stores and which tags it checks; the handler against
 * a real Redis is tested in test/redis/.
 */
const feed = {
  kind: 'APP_ROUTE',
  status: 200,
  body: Buffer.from('<rss/>'),
  headers: { 'content-type': 'application/rss+xml', 'x-next-cache-tags': '_N_T_/uk/news/feed.xml,cms,news:uk' },
};
const page = {
  kind: 'APP_PAGE',
  html: '<html></html>',
  headers: { 'x-next-cache-tags': '_N_T_/uk/news,cms,page:news:uk,news:uk' },
};
const data = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' }, revalidate: 300 };

describe('the tags of a cache entry', () => {
  it('of a page and of a route handler (the feed, the sitemap) come from their tags header', () => {
    expect(renderTags(page)).toEqual(['_N_T_/uk/news', 'cms', 'page:news:uk', 'news:uk']);
    // Next leaves a route handler's tags out of the context it passes with the entry: the header
    // is the only place they are, and revalidating `news:uk` must reach the feed too.
    expect(tagsOf(recordOf(feed, { kind: 'APP_ROUTE' }, 0), { kind: 'APP_ROUTE' })).toEqual(['_N_T_/uk/news/feed.xml', 'cms', 'news:uk']);
    expect(recordOf(feed, { kind: 'APP_ROUTE', cacheControl: { revalidate: 300, expire: 31_536_000 } }, 0).tags).toEqual([
      '_N_T_/uk/news/feed.xml',
      'cms',
      'news:uk',
    ]);
  });

  it('of unstable_cache data are the getter\'s tags and the implicit tags of the page that reads it', () => {
    const ctx = { kind: 'FETCH', tags: ['cms', 'news:uk'], softTags: ['_N_T_/uk/news'] };
    expect(tagsOf({ lastModified: 0, value: data }, ctx)).toEqual(['cms', 'news:uk', '_N_T_/uk/news']);
    expect(recordOf(data, { ...ctx, fetchCache: true }, 0).tags).toEqual(['cms', 'news:uk']);
  });

  it('without a tags header are none', () => {
    expect(renderTags({ kind: 'APP_PAGE', headers: {} })).toEqual([]);
    expect(renderTags(null)).toEqual([]);
  });
});

describe('an entry stored for the other instances', () => {
  it('keeps the time it was made and its cache control, so another instance judges its age as this one would', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const entry = recordOf(page, { kind: 'APP_PAGE', cacheControl: { revalidate: 300, expire: 31_536_000 } }, now);
    expect(entry.lastModified).toBe(now);
    expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
    expect(entry.value).toBe(page);
  });

  it('of data keeps the getter\'s tags and no cache control; Redis keeps it long enough to be the last good copy through a CMS outage', () => {
    const entry = recordOf(data, { kind: 'FETCH', fetchCache: true, tags: ['cms'] }, 0);
    expect(entry.tags).toEqual(['cms']);
    expect('cacheControl' in entry).toBe(false);
    expect(ENTRY_TTL_SECONDS).toBeGreaterThanOrEqual(7 * 24 * 60 * 60);
  });
});
