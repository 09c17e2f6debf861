import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { expectNoAxeViolations } from '../test/support/axe';

const TEXTS = {
  uk: { title: 'Сторінку не знайдено', home: 'На головну', back: 'Назад' },
  en: { title: 'Page Not Found', home: 'Back to Home', back: 'Go Back' },
} as const;

for (const lang of ['uk', 'en'] as const) {
  test.describe(`404 in ${lang}`, () => {
    test('an unknown path answers 404 with the bilingual screen', async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page-anywhere`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].title })).toBeVisible();
      await expect(page.getByRole('link', { name: TEXTS[lang].home })).toHaveAttribute('href', `/${lang}`);
      await expect(page).toHaveTitle(new RegExp(TEXTS[lang].title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('a deeper unknown path is a 404 too', async ({ request }) => {
      const response = await request.get(`/${lang}/a/b/c`);
      expect(response.status()).toBe(404);
    });

    test('Go Back returns to the previous page', async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.goto(`/${lang}/missing-page`);
      await page.getByRole('button', { name: TEXTS[lang].back }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });

    test('reports no error in the browser when it takes the server-rendered 404 over', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The document's own 404 is logged as a failed resource; anything else is an error.
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      await page.goto(`/${lang}/news/no-such-article`);
      await page.goto(`/${lang}/no-such-page-anywhere`);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].title })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      expect(errors).toEqual([]);
    });

    test('has no axe violations', async ({ page }) => {
      await page.goto(`/${lang}/missing-page`);
      await expectNoAxeViolations(page);
    });
  });
}

/**
 * Every 404 is rendered on the server in full, read as a crawler or a visitor
 * without JavaScript reads it: `<html lang>`, the site shell (skip link, header, footer), the
 * not-found screen in the path's language, status 404 and noindex. (Next 16's `notFound()` used
 * to answer `<html id="__next_error__">` with an empty body.)
 */
type Lang = 'uk' | 'en';
const SCREENS = {
  // "404 texts: uk 'Сторінку не знайдено'; en 'Page Not Found'".
  page: { uk: 'Сторінку не знайдено', en: 'Page Not Found' },
  // "News article missing or failed: 404 with 'News not found' (uk 'Новину не знайдено')".
  news: { uk: 'Новину не знайдено', en: 'News not found' },
  // "Programme not found: 'Program not found' with a back link to /programs".
  program: { uk: 'Програму не знайдено', en: 'Program not found' },
} as const;

const UNKNOWN: { kind: string; path: (lang: Lang) => string; screen: keyof typeof SCREENS; lang?: Lang }[] = [
  { kind: 'an unknown page', path: (lang) => `/${lang}/no-such-page-anywhere`, screen: 'page' },
  { kind: 'a path deeper than any route', path: (lang) => `/${lang}/a/b/c`, screen: 'page' },
  { kind: 'an unknown programme', path: (lang) => `/${lang}/programs/no-such-program`, screen: 'program' },
  { kind: 'an unknown article', path: (lang) => `/${lang}/news/no-such-article`, screen: 'news' },
  { kind: 'an unknown author', path: (lang) => `/${lang}/authors/no-such-author`, screen: 'page' },
  {
    kind: 'an unpublished dynamic page',
    path: (lang) => (lang === 'uk' ? '/uk/chernetka-pravyla-konkursu-ese' : '/en/draft-essay-contest-rules-2027'),
    screen: 'page',
  },
  { kind: 'a path with a file extension', path: (lang) => `/${lang}/wp-login.php`, screen: 'page' },
  // Outside /uk and /en a path is Ukrainian ("anything else means Ukrainian").
  { kind: 'a root path with a file extension', path: () => '/wp-login.php', screen: 'page', lang: 'uk' },
  { kind: 'a path outside /uk and /en with a file extension', path: () => '/wp-admin/setup-config.php', screen: 'page', lang: 'uk' },
  { kind: 'an API path that does not exist', path: () => '/api/no-such-endpoint', screen: 'page', lang: 'uk' },
];

for (const lang of ['uk', 'en'] as const) {
  for (const unknown of UNKNOWN) {
    if (unknown.lang && unknown.lang !== lang) continue;
    const path = unknown.path(lang);
    test(`${unknown.kind} (${path}) is a full 404 page in the server HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expectFullNotFoundPage(await response.text(), lang, SCREENS[unknown.screen][lang]);
    });
  }
}

test('a path outside /uk and /en redirects once, then is a full Ukrainian 404 page', async ({ request }) => {
  const first = await request.get('/de/no-such-page', { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers().location).toBe('/uk/de/no-such-page');
  const response = await request.get('/uk/de/no-such-page', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expectFullNotFoundPage(await response.text(), 'uk', SCREENS.page.uk);
});

function expectFullNotFoundPage(html: string, lang: Lang, title: string) {
  expect(html).not.toContain('__next_error__');
  expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
  // The site shell: skip link, header, the main landmark and the footer.
  expect(html).toMatch(/<a[^>]*href="#main"/);
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<main[^>]*id="main"/);
  expect(html).toMatch(/<footer[\s>]/);
  // The screen: its heading, and a title and noindex in the head.
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
  expect(head).toMatch(/<meta name="robots" content="noindex/);
}

// The screen loads with its code (components/errors/LazyNotFoundView.tsx), so that the pages that
// can answer 404 do not carry its styles: on a 404 its stylesheet is linked from the HTML, and the
// screen is styled before any script runs.
for (const path of ['/uk/programs/no-such-program', '/en/news/no-such-article']) {
  test(`${path}: the 404 screen is styled from the HTML alone`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const code = page.locator('section[aria-labelledby="not-found-title"] > p').first();
    await expect(code).toHaveText('404');
    // .code: 4rem at the least (64 px), against the paragraph's 16 px unstyled.
    expect(Number.parseFloat(await code.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(64);
    await context.close();
  });
}
