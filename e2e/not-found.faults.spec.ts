import { expect, test } from '@playwright/test';
import { cms } from '../test/support/cms';
import { readContent } from '../test/support/content';
import { inPool } from '../test/support/crawl';
import { sizeOf } from '../test/support/disk';
import { callWebhook } from '../test/support/webhook';

/**
 * What unknown addresses and failed CMS calls leave behind .
 * Alone in the "faults" project: the fixture CMS's content and faults change here, and the disk
 * measure needs no other test rendering pages at the same time.
 */
test.describe.configure({ mode: 'serial' });

type Article = Record<string, unknown> & { slug: string };
const NOT_FOUND = { uk: 'Новину не знайдено', en: 'News not found' } as const;

test('a passing CMS failure is shown as "News not found" but never kept: the next request has the article', async ({ request }) => {
  // A pair of articles published after the build, so that nothing about them is cached yet.
  const stamp = Date.now();
  const model = (lang: 'uk' | 'en') => readContent<{ news: Article[] }>(lang, 'news.json').news.find((n) => n.status !== 'draft') as Article;
  const uk = { ...model('uk'), id: 999_201, slug: `svizha-novyna-${stamp}`, title: 'Свіжа новина', alternate_slug: `fresh-article-${stamp}` };
  const en = { ...model('en'), id: 999_202, slug: `fresh-article-${stamp}`, title: 'A fresh article', alternate_slug: uk.slug };
  await cms.patchContent([
    { lang: 'uk', file: 'news', add: uk },
    { lang: 'en', file: 'news', add: en },
  ]);
  try {
    // The Ukrainian article's old language-switch address, as in the crawl of .
    await cms.injectFault(`news/${uk.slug}`, '500');
    const during = await request.get(`/en/news/${uk.slug}`, { maxRedirects: 0 });
    expect(during.status()).toBe(404);
    expect(await during.text()).toContain(NOT_FOUND.en);
    await cms.clearFaults();
    const after = await request.get(`/en/news/${uk.slug}`, { maxRedirects: 0 });
    expect(after.status()).toBe(307);
    // Next sends Location twice on a page redirect's first render (the client joins them).
    expect(after.headers().location?.split(', ')[0]).toBe(`/en/news/${en.slug}`);

    // The article itself.
    await cms.injectFault(`news/${en.slug}`, '500');
    expect((await request.get(`/en/news/${en.slug}`)).status()).toBe(404);
    await cms.clearFaults();
    const recovered = await request.get(`/en/news/${en.slug}`);
    expect(recovered.status()).toBe(200);
    expect(await recovered.text()).toContain('A fresh article');
  } finally {
    await cms.clearFaults();
    await cms.resetContent();
    await callWebhook(request, { type: 'news', lang: 'en', old_slug: en.slug });
    await callWebhook(request, { type: 'news', lang: 'uk', old_slug: uk.slug });
  }
});

test('an address first seen as a 404 shows the article once it is published and the webhook has run', async ({ request }) => {
  // The 404 of an unknown slug stays out of the disk cache, but not out of revalidation.
  const slug = `published-later-${Date.now()}`;
  expect((await request.get(`/en/news/${slug}`)).status()).toBe(404);
  const model = readContent<{ news: Article[] }>('en', 'news.json').news.find((n) => n.status !== 'draft') as Article;
  await cms.patchContent([{ lang: 'en', file: 'news', add: { ...model, id: 999_203, slug, title: 'Published later', alternate_slug: null } }]);
  try {
    expect((await callWebhook(request, { type: 'news', lang: 'en', slug, mode: 'expire' })).status()).toBe(200);
    const after = await request.get(`/en/news/${slug}`);
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain('Published later');
  } finally {
    await cms.resetContent();
    await callWebhook(request, { type: 'news', lang: 'en', old_slug: slug });
  }
});

test('300 distinct unknown addresses grow .next by less than 1 MB', async ({ request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const kinds = [
    (i: number) => `/uk/unknown-page-${stamp}-${i}`,
    (i: number) => `/en/news/unknown-article-${stamp}-${i}`,
    (i: number) => `/uk/programs/unknown-programme-${stamp}-${i}`,
    (i: number) => `/uk/programs/unknown-programme-${stamp}-${i}/calendar.ics`,
    (i: number) => `/en/authors/unknown-author-${stamp}-${i}`,
    (i: number) => `/uk/a/b/unknown-${stamp}-${i}`,
    (i: number) => `/en/unknown-${stamp}-${i}.php`,
    (i: number) => `/wp-admin/unknown-${stamp}-${i}.php`,
    (i: number) => `/unknown-${stamp}-${i}.php`,
    (i: number) => `/api/unknown-${stamp}-${i}`,
  ];
  const urls = Array.from({ length: 300 }, (_, i) => (kinds[i % kinds.length] as (i: number) => string)(i));
  expect(new Set(urls).size).toBe(300);

  const before = sizeOf('.next');
  const statuses: number[] = [];
  await inPool(urls, 6, async (url) => {
    statuses.push((await request.get(url)).status());
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // writes that finish after the answer
  const growth = sizeOf('.next') - before;

  test.info().annotations.push({ type: 'disk', description: `.next grew by ${growth} bytes for 300 unknown addresses` });
  console.log(`unknown addresses: .next grew by ${growth} bytes for 300 requests`);
  expect(statuses.filter((status) => status !== 404)).toEqual([]);
  expect(growth).toBeLessThan(1_000_000);
});
