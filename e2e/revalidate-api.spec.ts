import { expect, test } from '@playwright/test';
import { E2E } from '../test/support/env';
import { expectFreshPage, pageCacheState } from '../test/support/page-cache';

/** The revalidation webhook's answers. */
const SECRET = E2E.siteEnv.REVALIDATE_SECRET ?? '';
const headers = (secret: string) => ({ 'x-revalidate-secret': secret, 'content-type': 'application/json' });

test.describe('revalidation webhook', () => {
  test('a wrong secret is 401 and revalidates nothing', async ({ request }) => {
    // A page no other test refreshes, served fresh from the cache.
    const path = '/en/history';
    const body = { type: 'page', name: 'history', lang: 'en' };
    await expectFreshPage(request, path);
    const response = await request.post('/api/revalidate', { headers: headers('wrong'), data: body });
    expect(response.status()).toBe(401);
    expect(await response.json()).not.toHaveProperty('revalidated');
    // Marking a tag stale takes effect before the call answers: the page would now be STALE.
    expect(await pageCacheState(request, path)).toBe('HIT');
    // The same call with the right secret does mark it.
    expect((await request.post('/api/revalidate', { headers: headers(SECRET), data: body })).status()).toBe(200);
    expect(await pageCacheState(request, path)).toBe('STALE');
  });

  test('GET is 405', async ({ request }) => {
    const response = await request.get('/api/revalidate');
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('POST');
    expect(await response.json()).toEqual({ error: 'method_not_allowed' });
  });

  test('a malformed body is 400 and revalidates nothing', async ({ request }) => {
    const path = '/uk/history';
    await expectFreshPage(request, path);
    for (const data of ['{not json', JSON.stringify({ type: 'nope' }), JSON.stringify({ type: 'program' })]) {
      const response = await request.post('/api/revalidate', { headers: headers(SECRET), data });
      expect(response.status()).toBe(400);
      expect((await response.json()).error).toMatch(/^(invalid_json|invalid_body)$/);
    }
    // Nothing was marked: not even the tags every page shares (a refresh of everything would show here).
    expect(await pageCacheState(request, path)).toBe('HIT');
  });

  test('a valid call names the tags it revalidated', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      headers: headers(SECRET),
      data: { type: 'news', slug: 'fulbright-program-80-years', lang: 'en' },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).revalidated).toEqual(['news:en', 'news:fulbright-program-80-years', 'posts', 'search', 'sitemap']);
  });
});
