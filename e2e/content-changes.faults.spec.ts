import { expect, test } from '@playwright/test';
import { cms } from '../test/support/cms';
import { publishedNews, readContent, type NewsEntry } from '../test/support/content';
import { callWebhook } from '../test/support/webhook';

/**
 * Tests that change the fixture CMS's content run alone (the "faults" project), so no other
 * test sees the changed content.
 */
test.describe.configure({ mode: 'serial' });

test('an article added to the CMS after the build appears in the server sitemap without a rebuild', async ({ request }) => {
  const news = readContent<{ news: Record<string, unknown>[]; translations: unknown }>('en', 'news.json');
  const added = { ...news.news[1], id: 999_001, slug: 'added-after-the-build', title: 'Added after the build', status: 'publish', date: '2026-11-22 09:00:00' };
  await cms.patchContent({ file: 'en/news.json', data: { ...news, news: [added, ...news.news] } });
  try {
    expect((await callWebhook(request, { type: 'news', slug: 'added-after-the-build', lang: 'en' })).status()).toBe(200);
    await expect
      .poll(async () => (await (await request.get('/sitemaps/news-en-1.xml')).text()).includes('/en/news/added-after-the-build'), { timeout: 10_000 })
      .toBe(true);
  } finally {
    await cms.resetContent();
    await callWebhook(request, { type: 'news', lang: 'en', old_slug: 'added-after-the-build' });
  }
});

type NewsFile = { news: NewsEntry[] };

for (const lang of ['uk', 'en'] as const) {
  test(`with the webhook a changed title shows on the article, the news list and the home within 2 s (${lang})`, async ({ request }) => {
    const file = readContent<NewsFile>(lang, 'news.json');
    const latest = publishedNews(lang)[0];
    expect(latest).toBeDefined();
    if (!latest) return;
    const title = `${lang === 'uk' ? 'Оновлений заголовок' : 'Updated headline'} ${Date.now()}`;
    const pages = [`/${lang}/news/${latest.slug}`, `/${lang}/news`, `/${lang}`];
    for (const path of pages) expect((await (await request.get(path)).text()).includes(title)).toBe(false);

    await cms.patchContent({ file: `${lang}/news.json`, data: { ...file, news: file.news.map((n) => (n.slug === latest.slug ? { ...n, title } : n)) } });
    try {
      expect((await callWebhook(request, { type: 'news', slug: latest.slug, lang })).status()).toBe(200);
      const calledAt = Date.now();
      const shownAfter: Record<string, number> = {};
      await Promise.all(
        pages.map(async (path) => {
          while (Date.now() - calledAt < 5_000) {
            if ((await (await request.get(path)).text()).includes(title)) {
              shownAfter[path] = Date.now() - calledAt;
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }),
      );
      for (const path of pages) {
        expect(shownAfter[path], `${path} shows the new title`).toBeDefined();
        expect(shownAfter[path], `${path} within 2 s`).toBeLessThanOrEqual(2_000);
      }
    } finally {
      await cms.resetContent();
      await callWebhook(request, { type: 'news', slug: latest.slug, lang });
    }
  });
}

test('an unpublished article becomes a 404 after the webhook, not a stale page', async ({ request }) => {
  const file = readContent<NewsFile>('en', 'news.json');
  const target = publishedNews('en')[3];
  expect(target).toBeDefined();
  if (!target) return;
  const path = `/en/news/${target.slug}`;
  expect((await request.get(path)).status()).toBe(200);
  await cms.patchContent({ file: 'en/news.json', data: { ...file, news: file.news.map((n) => (n.slug === target.slug ? { ...n, status: 'draft' } : n)) } });
  try {
    expect((await callWebhook(request, { type: 'news', slug: target.slug, lang: 'en' })).status()).toBe(200);
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 5_000, intervals: [100, 250, 500] }).toBe(404);
  } finally {
    await cms.resetContent();
    await callWebhook(request, { type: 'news', slug: target.slug, lang: 'en' });
  }
});
