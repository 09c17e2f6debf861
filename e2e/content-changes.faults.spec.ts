import { expect, test } from '@playwright/test';
import { cms } from './support/cms';
import { readContent } from './support/content';
import { E2E } from './support/env';

/**
 * Tests that change the fixture CMS's content run alone (the "faults" project), so no other
 * test sees the changed content.
 */
test.describe.configure({ mode: 'serial' });

// FIXME(next session): not yet run in a full suite (written at the end of the session); run and fix, then enable

test.fixme('an article added to the CMS after the build appears in the server sitemap without a rebuild', async ({ request }) => {
  const news = readContent<{ news: Record<string, unknown>[]; translations: unknown }>('en', 'news.json');
  const added = { ...news.news[1], id: 999_001, slug: 'added-after-the-build', title: 'Added after the build', status: 'publish', date: '2026-11-22 09:00:00' };
  await cms.patchContent({ file: 'en/news.json', data: { ...news, news: [added, ...news.news] } });
  try {
    const revalidate = await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': E2E.siteEnv.REVALIDATE_SECRET ?? '', 'content-type': 'application/json' },
      data: { type: 'news', slug: 'added-after-the-build', lang: 'en' },
    });
    expect(revalidate.status()).toBe(200);
    await expect
      .poll(async () => (await (await request.get('/server-sitemap.xml')).text()).includes('/en/news/added-after-the-build'), { timeout: 10_000 })
      .toBe(true);
  } finally {
    await cms.resetContent();
    await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': E2E.siteEnv.REVALIDATE_SECRET ?? '', 'content-type': 'application/json' },
      data: { type: 'news', lang: 'en', old_slug: 'added-after-the-build' },
    });
  }
});

