import { expect } from '@playwright/test';
import { z } from 'zod';
import { readContent } from '../test/support/content';
import { E2E } from '../test/support/env';
import { SEO_ROUTES } from '../test/support/routes';
import { test } from '../test/support/shared-page';

/**
 * Metadata and share previews in the server HTML (JavaScript disabled, as a crawler):
 * title, description (cut near 155/160 + ellipsis), canonical, hreflang uk/en/x-default, robots,
 * Open Graph and Twitter cards with an image.
 */
test.use({ sharedPageJavaScript: false });

const site = E2E.siteUrl;

for (const lang of ['uk', 'en'] as const) {
  for (const route of SEO_ROUTES) {
    const path = `/${lang}${typeof route.path === 'function' ? route.path(lang) : route.path}`;
    test(`metadata of ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Read what the server sent at once: a missing tag is a failed expectation, not a wait.
      const metas = await page.evaluate(() =>
        Array.from(document.querySelectorAll('meta')).map((m) => [m.getAttribute('name') ?? m.getAttribute('property') ?? '', m.getAttribute('content') ?? '']),
      );
      const meta = (selector: string) => {
        const key = /\[(?:name|property)="([^"]+)"\]/.exec(selector)?.[1] ?? '';
        return metas.find(([name]) => name === key)?.[1] ?? null;
      };
      const title = await page.title();
      expect(title.length).toBeGreaterThan(3);

      const description = (meta('meta[name="description"]')) ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(161);

      expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null)).toBe(`${site}${path}`);
      const alternates: Record<string, string> = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
      );
      expect(Object.keys(alternates).sort()).toEqual(['en', 'uk', 'x-default']);
      expect(alternates['x-default']).toBe(alternates.uk);
      // Every alternate carries its language prefix and answers 200 directly, and the
      // header's language switch links straight to the translation.
      for (const href of new Set(Object.values(alternates))) {
        expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      }
      const other = lang === 'uk' ? 'en' : 'uk';
      const switchHref = await page.locator(`header a[hreflang="${other}"]`).getAttribute('href');
      expect(`${site}${switchHref}`).toBe(alternates[other]);

      const robots = (meta('meta[name="robots"]')) ?? '';
      expect(robots.includes('noindex'), robots).toBe(Boolean(route.noindex));

      expect(meta('meta[property="og:title"]')).toBeTruthy();
      expect(meta('meta[property="og:description"]')).toBeTruthy();
      expect(meta('meta[property="og:url"]')).toBe(`${site}${path}`);
      expect(meta('meta[property="og:site_name"]')).toBeTruthy();
      expect(meta('meta[property="og:locale"]')).toBe(lang === 'uk' ? 'uk_UA' : 'en_US');
      expect(meta('meta[property="og:locale:alternate"]')).toBe(lang === 'uk' ? 'en_US' : 'uk_UA');
      expect(meta('meta[property="og:image"]')).toMatch(/^https?:\/\//);
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(meta('meta[name="twitter:image"]')).toMatch(/^https?:\/\//);
      expect(meta('meta[name="twitter:image:alt"]')).toBeTruthy();
    });
  }
}

const structuredData = z.array(z.looseObject({ '@type': z.string() }));
const faqPageData = z.object({
  mainEntity: z.array(z.object({ '@type': z.literal('Question'), name: z.string(), acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string() }) })),
});
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

for (const lang of ['uk', 'en'] as const) {
  test(`structured data of /${lang}/faq: a FAQPage with each question of the page and its answer`, async ({ page }) => {
    await page.goto(`/${lang}/faq`);
    const things = structuredData.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text) as unknown].flat()),
    );
    const faq = faqPageData.parse(things.find((thing) => thing['@type'] === 'FAQPage'));
    const cards = page.locator('article[id^="faq-"]');
    expect(faq.mainEntity.map((q) => q.name)).toEqual(await cards.locator('h3').allTextContents());
    // The page's own questions first, then the news posts filed under the FAQ category.
    const own = readContent<{ faq_questions: { question: string }[] }>(lang, 'pages/faq.json').faq_questions.map((q) => q.question);
    expect(faq.mainEntity.slice(0, own.length).map((q) => q.name)).toEqual(own);
    // The answer as text: what the card shows, without its markup.
    const answers = await cards.locator('h3 + *').allTextContents();
    expect(faq.mainEntity.map((q) => withoutSpaces(q.acceptedAnswer.text))).toEqual(answers.map(withoutSpaces));
  });
}

test('the 404 page is noindex and answers 404, in both languages', async ({ page }) => {
  for (const [lang, path] of [['uk', '/uk/no-such-page-anywhere'], ['en', '/en/news/no-such-article']] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const robots = await page.locator('meta[name="robots"]').first().getAttribute('content');
    expect(robots, lang).toContain('noindex');
  }
});

const ARTICLES = {
  // Each with a seo/{postId} record: its description is used as written.
  withSeoRecord: { uk: 'vidkryto-konkurs-dlia-mahistrantiv-2028-2029', en: 'graduate-student-program-2028-2029-competition-open' },
  // No record: the description comes from the article text, cut near 160 characters.
  fromText: { uk: 'zymova-shkola-fulbraitivtsiv-u-lvovi', en: 'fulbrighters-gather-for-winter-school-in-lviv' },
} as const;
const seoRecords = readContent<Record<string, { description: string }>>(null, 'seo.json');

test('an article is Open Graph type article with its times; its description comes from its SEO record, else from its text cut at a word with an ellipsis', async ({ page }) => {
  for (const lang of ['uk', 'en'] as const) {
    const content = (selector: string) => page.locator(selector).first().getAttribute('content');
    const news = readContent<{ news: { slug: string; id: number }[] }>(lang, 'news.json').news;

    await page.goto(`/${lang}/news/${ARTICLES.withSeoRecord[lang]}`);
    expect(await content('meta[property="og:type"]')).toBe('article');
    expect(await content('meta[property="article:published_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await content('meta[property="article:modified_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const id = news.find((n) => n.slug === ARTICLES.withSeoRecord[lang])?.id ?? 0;
    expect(await content('meta[name="description"]')).toBe(seoRecords[String(id)]?.description);

    await page.goto(`/${lang}/news/${ARTICLES.fromText[lang]}`);
    expect(seoRecords[String(news.find((n) => n.slug === ARTICLES.fromText[lang])?.id ?? 0)]).toBeUndefined();
    const description = (await content('meta[name="description"]')) ?? '';
    // Article text cut near 160 characters at a word boundary, plus an ellipsis.
    expect(description).toMatch(/[^\s…]…$/);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description.length).toBeGreaterThan(120);
  }
});

test('titles are unique per page and language', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const lang of ['uk', 'en'] as const) {
    for (const route of SEO_ROUTES) {
      const path = `/${lang}${typeof route.path === 'function' ? route.path(lang) : route.path}`;
      await page.goto(path);
      const title = await page.title();
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, path);
    }
  }
});

test('the generated share image is a 1200×630 PNG, with Cyrillic', async ({ request }) => {
  const response = await request.get(`/api/og?lang=uk&section=news&title=${encodeURIComponent('Програма імені Фулбрайта')}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
  const refused = await request.get('/api/og?lang=de&title=x');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'invalid_query' });
});

test('robots.txt disallows /api/ and points to the sitemaps', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toMatch(/Sitemap: .*sitemap\.xml/);
  expect(text).toMatch(/server-sitemap\.xml/);
});

test('the sitemap lists both languages with alternates', async ({ request }) => {
  const pages = await (await request.get('/sitemap.xml')).text();
  expect(pages).toContain('<urlset');
  expect(pages).toContain(`${site}/uk/team`);
  expect(pages).toContain(`${site}/en/team`);
  expect(pages).toMatch(/hreflang="en" href="[^"]+\/en\/team"/);
  // The CMS's part: an index of parts of bounded size: programmes, pages, a page of articles each.
  const index = await (await request.get('/server-sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(parts).toEqual(expect.arrayContaining(['/sitemaps/programs.xml', '/sitemaps/pages.xml', '/sitemaps/news-uk-1.xml', '/sitemaps/news-en-1.xml']));
  const contentPages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(contentPages).toContain(`<loc>${site}/uk/partnerstva-z-universytetamy</loc>`);
  expect(contentPages).toContain(`<loc>${site}/uk/authors/oleksandra-petrenko</loc>`);
  // A page that only redirects (here to its programme) is left out.
  expect(contentPages).not.toContain(`${site}/uk/prohrama-dlia-mahistrantiv<`);
  const news = await (await request.get('/sitemaps/news-uk-1.xml')).text();
  expect(news).toMatch(/<loc>[^<]+\/uk\/news\/[^<]+<\/loc>/);
  expect(news).toMatch(/hreflang="x-default"/);
  expect(await (await request.get('/sitemaps/programs.xml')).text()).toMatch(/<loc>[^<]+\/en\/programs\/[^<]+<\/loc>/);
  expect((await request.get('/sitemaps/news-uk-99.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/nothing.xml')).status()).toBe(404);
});

test('the news feed parses as RSS 2.0 in both languages', async ({ request }) => {
  for (const lang of ['uk', 'en']) {
    const response = await request.get(`/${lang}/news/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(new RegExp(`<link>https?://[^<]+/${lang}/news/[^<]+</link>`));
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    }
  }
});
