import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { findSearchResults as FindSearchResults } from '@/lib/cms/search';

const search = jest.fn<typeof FindSearchResults>();
jest.mock('@/lib/cms/search', () => ({ findSearchResults: (...args: Parameters<typeof FindSearchResults>) => search(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('./route') as typeof import('./route');

const get = (query: string) => GET(new Request(`http://localhost:3000/api/search?${query}`));
const result = { id: 1, type: 'news' as const, title: 'Grant news', excerpt: 'About grants', url: '/en/news/grant', date: '2026-01-01', highlight: '' };

describe('GET /api/search', () => {
  beforeEach(() => {
    search.mockReset();
    search.mockResolvedValue({ kind: 'found', value: { results: [result], total: 1 } });
  });

  it('forwards a valid, trimmed query to the CMS search and answers {results, total}', async () => {
    const response = await get('q=%20grant%20&type=news&lang=en&page=2&per_page=5');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [result], total: 1, page: 2, per_page: 5 });
    expect(search).toHaveBeenCalledWith({ query: 'grant', type: 'news', lang: 'en', page: 2, perPage: 5 });
  });

  it('uses the defaults: type all, lang uk, page 1, 10 a page', async () => {
    await get('q=грант');
    expect(search).toHaveBeenCalledWith({ query: 'грант', type: 'all', lang: 'uk', page: 1, perPage: 10 });
  });

  it('answers 400 with a clear message and never calls the CMS for bad input', async () => {
    for (const query of ['', 'q=a', 'q=ab&type=event', 'q=ab&lang=fr', 'q=ab&page=0', 'q=ab&per_page=51']) {
      const response = await get(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; detail: string };
      expect(body.error).toBe('invalid_query');
      expect(body.detail.length).toBeGreaterThan(5);
    }
    expect(search).not.toHaveBeenCalled();
  });

  it('answers 502 with an error, not invented results, when the search is unavailable (the getter logged it)', async () => {
    search.mockResolvedValue({ kind: 'unavailable' });
    const response = await get('q=grant');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'cms_unreachable', detail: 'search is temporarily unavailable' });
  });
});
