import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test/support/axe';
import { backend } from '../test/support/backend';
import { readContent } from '../test/support/content';
import { E2E } from '../test/support/env';

interface NewsItem {
  id: number;
  title: string;
  slug: string;
  content: string;
  description: string;
  views: number;
  wordpress_url: string;
  link: string;
  images: { url: string; title: string; description: string }[];
  news_template: string;
  alternate_slug?: string;
}

const SLUGS = {
  default: { uk: 'vidkryto-konkurs-dlia-mahistrantiv-2028-2029', en: 'graduate-student-program-2028-2029-competition-open' },
  'split-screen': { uk: 'vid-kharkova-do-kolumbiiskoho-universytetu', en: 'from-kharkiv-to-columbia-university' },
  'grid-mosaic': { uk: 'zymova-shkola-fulbraitivtsiv-u-lvovi', en: 'fulbrighters-gather-for-winter-school-in-lviv' },
  'immersive-parallax': { uk: '80-rokiv-prohrami-fulbraita', en: 'fulbright-program-80-years' },
} as const;
const AUTHOR = { uk: 'oleksandra-petrenko', en: 'oleksandra-petrenko-photographer' } as const;
const NOT_FOUND = { uk: 'Новину не знайдено', en: 'News not found' } as const;
const RETURN = { uk: 'Повернутися до новин', en: 'Return to News' } as const;
const MIN_READ = { uk: 'хв читання', en: 'min read' } as const;

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const item = (lang: 'uk' | 'en', slug: string) => readContent<{ news: NewsItem[] }>(lang, 'news.json').news.find((n) => n.slug === slug)!;

for (const lang of ['uk', 'en'] as const) {
  test.describe(`news article (${lang})`, () => {
    for (const [template, slugs] of Object.entries(SLUGS)) {
      test(`${template}: title, meta, body, share links, related, and axe`, async ({ page }) => {
        test.slow(); // axe on a long article page
        const news = item(lang, slugs[lang]);
        await page.goto(`/${lang}/news/${news.slug}`);
        const article = page.getByTestId('news-article');
        await expect(article).toHaveAttribute('data-template', template);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(news.title));
        const minutes = Math.max(1, Math.ceil(text(news.content || news.description).length / (lang === 'en' ? 1200 : 1000)));
        await expect(page.getByTestId('reading-time')).toContainText(String(minutes));
        await expect(page.getByTestId('reading-time')).toContainText(MIN_READ[lang]);
        await expect(page.getByTestId('views')).toBeVisible();
        const share = page.getByTestId('share-links');
        // The article's public address on SITE_URL; the content's wordpress_url is on the CMS host.
        const expectedUrl = `${E2E.siteUrl}/${lang}/news/${news.slug}`;
        expect(new URL(news.wordpress_url || news.link || E2E.siteUrl).host).not.toBe(new URL(E2E.siteUrl).host);
        await expect(share.locator('[data-network="facebook"]')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(expectedUrl)}`);
        await expect(share.locator('[data-network="linkedin"]')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(expectedUrl)}`);
        await expect(share.locator('[data-network="twitter"]')).toHaveAttribute('href', new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(expectedUrl).replace(/[.?*+()]/g, '\\$&')}`));
        await expect(share.locator('[data-network="email"]')).toHaveCount(template === 'immersive-parallax' ? 0 : 1);
        const related = page.getByTestId('related-news').getByTestId('news-card');
        await expect(related).toHaveCount(3);
        await expect(related.getByRole('link', { name: text(news.title), exact: true })).toHaveCount(0);
        // The CMS's text from the news list's translations.
        const viewAll = readContent<{ translations: Record<string, string> }>(lang, 'news.json').translations.view_all_news ?? '';
        await expect(page.getByRole('link', { name: viewAll, exact: true })).toHaveAttribute('href', `/${lang}/news`);
        const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? '').join(''));
        expect(jsonLd).toContain('"NewsArticle"');
        expect(jsonLd).toContain('"BreadcrumbList"');
        await expectNoAxeViolations(page, { exclude: ['[data-testid="slideshow"] img'] });
      });
    }

    test('default layout: the reading-progress bar follows the scroll', async ({ page }) => {
      await page.goto(`/${lang}/news/${SLUGS.default[lang]}`);
      const bar = page.getByTestId('reading-progress');
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    });

    test('split-screen: the sticky panel follows the scroll with a counter', async ({ page }) => {
      const news = item(lang, SLUGS['split-screen'][lang]);
      await page.goto(`/${lang}/news/${news.slug}`);
      const counter = page.getByTestId('sticky-counter');
      await expect(counter).toHaveText(`1 / ${news.images.length}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(counter).not.toHaveText(`1 / ${news.images.length}`);
    });

    test('grid-mosaic: View all opens the lightbox; keyboard and mouse navigate, bounded; Esc closes and returns focus', async ({ page }) => {
      const news = item(lang, SLUGS['grid-mosaic'][lang]);
      const total = news.images.length;
      await page.goto(`/${lang}/news/${news.slug}`);
      const viewAll = page.getByRole('button', { name: new RegExp(`\\(${total}\\)`) });
      await viewAll.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`1`);
      const previous = dialog.getByRole('button', { name: lang === 'uk' ? /Попереднє/ : /Previous/ });
      await expect(previous).toBeDisabled();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(news.images[1]!.title, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: lang === 'uk' ? /Наступне/ : /Next image/ }).click();
      await expect(dialog.getByText(news.images[2]!.title, { exact: true })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText(news.images[1]!.title, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(viewAll).toBeFocused();
    });

    test('lightbox autoplay advances every 3 s and stops at the last image (fake clock)', async ({ page }) => {
      const news = item(lang, SLUGS['grid-mosaic'][lang]);
      await page.clock.install();
      await page.goto(`/${lang}/news/${news.slug}`);
      await page.getByRole('button', { name: new RegExp(`\\(${news.images.length}\\)`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: lang === 'uk' ? /Запустити|слайд/i : /Start slideshow/ }).click();
      await page.clock.runFor(3100);
      await expect(dialog.getByText(news.images[1]!.title, { exact: true })).toBeVisible();
      for (let i = 2; i < news.images.length; i += 1) {
        await page.clock.runFor(3000);
        await expect(dialog.getByText(news.images[i]!.title, { exact: true })).toBeVisible();
      }
      await page.clock.runFor(6000);
      await expect(dialog.getByText(news.images[news.images.length - 1]!.title, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: lang === 'uk' ? /Наступне/ : /Next image/ })).toBeDisabled();
    });

    test('immersive: the slideshow plays every 3 s, wraps, pauses, and a dot jumps and pauses', async ({ page }) => {
      const news = item(lang, SLUGS['immersive-parallax'][lang]);
      const total = news.images.length;
      await page.clock.install();
      await page.goto(`/${lang}/news/${news.slug}`);
      await expect(page.getByTestId('parallax-hero')).toBeVisible();
      const counter = page.getByTestId('slide-counter');
      await expect(counter).toHaveText(`1 / ${total}`);
      await page.clock.runFor(3000);
      await expect(counter).toHaveText(`2 / ${total}`);
      for (let shown = 3; shown <= total + 1; shown += 1) {
        await page.clock.runFor(3000);
        await expect(counter).toHaveText(`${shown > total ? 1 : shown} / ${total}`);
      }
      const play = page.getByTestId('slide-play');
      await play.click();
      await expect(play).toHaveAttribute('aria-pressed', 'false');
      await page.clock.runFor(6000);
      await expect(counter).toHaveText(`1 / ${total}`);
      await play.click();
      await page.getByTestId('slideshow').getByRole('button', { name: new RegExp(`${total}$`) }).click();
      await expect(counter).toHaveText(`${total} / ${total}`);
      await expect(play).toHaveAttribute('aria-pressed', 'false');
    });

    test('an author post redirects to the author page', async ({ page }) => {
      const response = await page.request.get(`/${lang}/news/${AUTHOR[lang]}`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers().location).toContain(`/${lang}/authors/${AUTHOR[lang]}`);
    });

    test('an unknown slug is a 404 with News not found and Return to News', async ({ page }) => {
      const response = await page.goto(`/${lang}/news/no-such-article-anywhere`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang]);
      await expect(page.getByRole('link', { name: RETURN[lang] })).toHaveAttribute('href', `/${lang}/news`);
    });

    test('the other language slug redirects to its translation', async ({ page }) => {
      const other = lang === 'uk' ? 'en' : 'uk';
      await page.goto(`/${lang}/news/${SLUGS.default[other]}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/news/${SLUGS.default[lang]}$`));
    });

    test('one view is recorded per page load through /api/views', async ({ page }) => {
      const beacons: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/views')) beacons.push(request.postData() ?? '');
      });
      const news = item(lang, SLUGS['split-screen'][lang]);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/views'));
      await page.goto(`/${lang}/news/${news.slug}`);
      expect((await answered).status()).toBeLessThan(300);
      // On to a related article in the same document: one beacon more. A repeated beacon for the
      // first article (a second mount or effect run) would have left before this click, so when
      // the second article's answer arrives, the list holds exactly one beacon per article.
      const next = page.waitForResponse((r) => r.url().endsWith('/api/views'));
      const related = page.getByTestId('related-news').getByRole('heading', { level: 3 }).first().getByRole('link');
      const target = (await related.getAttribute('href')) ?? '';
      await related.click();
      await page.waitForURL(`**${target}`);
      expect((await next).status()).toBeLessThan(300);
      // A beacon's body is not exposed to Playwright; the route's own test below checks what it counts.
      expect(beacons).toHaveLength(2);
    });
  });
}

test('the views route drops robots and repeats, and refuses other methods', async ({ request }) => {
  const id = await backend.newsId('en', SLUGS.default.en);
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Date.now() % 250}.7` };
  const first = await request.post('/api/views', { headers, data: { post_id: id } });
  expect(await first.json()).toEqual({ counted: true });
  const repeat = await request.post('/api/views', { headers, data: { post_id: id } });
  expect(await repeat.json()).toMatchObject({ counted: false, reason: 'repeat' });
  const bot = await request.post('/api/views', { headers: { ...headers, 'x-forwarded-for': '10.8.8.8', 'user-agent': 'Googlebot/2.1' }, data: { post_id: id } });
  expect(await bot.json()).toMatchObject({ counted: false, reason: 'bot' });
  expect((await request.post('/api/views', { headers, data: { post_id: 'x' } })).status()).toBe(400);
  expect((await request.get('/api/views')).status()).toBe(405);
});
