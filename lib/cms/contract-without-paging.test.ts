import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { handleEmbedded } from './embedded/router';

/**
 * "the site must still work against a WordPress that serves only the contract as
 * documented, with a slower but correct path". A CMS of the contract before its paged reads —
 * `news` and `library` answer every item whatever `page`, `per_page`, `fields`, `categories`,
 * `categories_exclude` and `search` say, without X-WP-Total; `news-categories` has no counts —
 * gives the site the same lists, counts and pages as the embedded CMS, which pages.
 */
type Getters = typeof import('@/test/support/cms-getters');
type ListData = typeof import('@/lib/news/list-data');

const ADDED_NEWS = ['page', 'per_page', 'fields', 'categories', 'categories_exclude', 'search'];
const ADDED_LIBRARY = ['page', 'per_page', 'search'];

let server: Server;
let base = '';
let requests: string[] = [];
let oldCms: { getters: Getters; listData: ListData };
let paging: { getters: Getters; listData: ListData };

async function load(env: Record<string, string | undefined>): Promise<{ getters: Getters; listData: ListData }> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let loaded: { getters: Getters; listData: ListData } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { getters: await import('@/test/support/cms-getters'), listData: await import('@/lib/news/list-data') };
  });
  process.env = saved;
  if (!loaded) throw new Error('getters did not load');
  return loaded;
}

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'old-contract-'));
  const embedded: typeof handleEmbedded = (await import('./embedded/router')).handleEmbedded;
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms.test');
    const route = url.pathname.replace(/^\/wp-json\//, '');
    requests.push(`${route}${url.search}`);
    const query: Record<string, string> = Object.fromEntries(url.searchParams);
    const dropped = route.endsWith('/news') ? ADDED_NEWS : route.endsWith('/library') ? ADDED_LIBRARY : [];
    for (const key of dropped) delete query[key];
    void embedded({ method: 'GET', path: route, query }).then((answer) => {
      let body = answer.body;
      if (route.endsWith('/news-categories') && Array.isArray(body)) {
        body = body.map((category: Record<string, unknown>) => {
          const { count, ...rest } = category;
          void count;
          return rest;
        });
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json`;
  oldCms = await load({ CMS_API_URL: base });
  paging = await load({ CMS_API_URL: undefined });
}, 60_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hidden = [260, 262];

describe('a CMS without the paged reads (docs/cms-contract/errors-and-paging.md#optional-reads-one-page-instead-of-the-whole-list)', () => {
  it.each([
    ['page 1 of the list', { page: 1, perPage: 6, category: null, search: '', exclude: hidden }, true],
    ['page 3', { page: 3, perPage: 6, category: null, search: '', exclude: hidden }, true],
    ['a category', { page: 1, perPage: 6, category: 72, search: '', exclude: hidden }, true],
    ['a search, case-insensitive', { page: 1, perPage: 6, category: null, search: 'FULBRIGHT', exclude: hidden }, true],
    ['the home (no author posts)', { page: 1, perPage: 6, category: null, search: '', exclude: [260, 262, 274, 276] }, true],
    ['past the last page', { page: 40, perPage: 6, category: null, search: '', exclude: hidden }, false],
  ] as const)('news cards: %s are the same', async (_name, query, hasCards) => {
    const fromOld = await oldCms.getters.getNewsCards('en', { ...query, exclude: [...query.exclude] });
    const fromPaging = await paging.getters.getNewsCards('en', { ...query, exclude: [...query.exclude] });
    expect(fromOld).toEqual(fromPaging);
    expect(fromOld.items.length > 0).toBe(hasCards);
  });

  it('the news list page: the same cards, totals and category counts (counted in the whole list)', async () => {
    const state = { filters: { category: '', q: '' }, page: 2 };
    requests = [];
    const fromOld = await oldCms.listData.loadNewsListPage('uk', state, 6);
    expect(requests.some((r) => r.includes('news-categories'))).toBe(true);
    expect(requests.filter((r) => /v1\/news\?/.test(r)).length).toBeGreaterThan(0);
    expect(fromOld).toEqual(await paging.listData.loadNewsListPage('uk', state, 6));
    expect(Object.keys(fromOld.counts).length).toBeGreaterThan(1);
  });

  it('sitemap parts and library pages are the same', async () => {
    for (const lang of ['uk', 'en'] as const) {
      expect(await oldCms.getters.getNewsLinks(lang, 1)).toEqual(await paging.getters.getNewsLinks(lang, 1));
    }
    for (const query of [
      { page: 1, perPage: 10, category: null, search: '' },
      { page: 2, perPage: 10, category: null, search: '' },
      { page: 1, perPage: 10, category: 650, search: '' },
      { page: 1, perPage: 10, category: null, search: 'GUIDE' },
    ]) {
      expect(await oldCms.getters.getLibraryRows('en', query)).toEqual(await paging.getters.getLibraryRows('en', query));
    }
  });

  it('whether a post is a published article is one lookup by id, not the list', async () => {
    requests = [];
    const news = (await paging.getters.getNews('en')).news;
    const id = news[0]?.id ?? 0;
    expect(await oldCms.getters.findPublishedArticle(id)).toMatchObject({ kind: 'found', value: { id } });
    expect(await oldCms.getters.findPublishedArticle(987654)).toEqual({ kind: 'not-found' });
    expect(requests.every((r) => /v1\/news\/\d+\?lang=/.test(r))).toBe(true);
  });
});
