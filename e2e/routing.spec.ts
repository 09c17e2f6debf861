import http from 'node:http';
import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { readContent } from '../test/support/content';

test.describe('locale routing', () => {
  test('"/" redirects to /uk', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/uk');
  });

  test('a first segment other than uk/en redirects permanently under /uk, query kept', async ({ request }) => {
    const response = await request.get('/news?category=3&q=grant', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(location.pathname).toBe('/uk/news');
    expect(location.search).toBe('?category=3&q=grant');
  });

  test('an upper-case language segment goes to the lower-case address', async ({ request }) => {
    const response = await request.get('/UK/news', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/uk/news');
  });

  test('a double-slash path stays on this host', async ({ baseURL }) => {
    // A raw request: browsers and fetch would read "//evil.example" as another host themselves.
    const site = new URL(baseURL ?? '');
    const { status, location } = await new Promise<{ status: number; location: string }>((resolve, reject) => {
      const req = http.request({ host: site.hostname, port: site.port, path: '//evil.example/path', method: 'GET' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' });
      });
      req.on('error', reject);
      req.end();
    });
    // Next collapses the slashes itself (308 to /evil.example/path); the proxy then adds /uk.
    expect(status).toBe(308);
    const target = new URL(location, baseURL);
    expect(target.host).toBe(site.host);
    expect(target.pathname).toMatch(/^\/(uk\/)?evil\.example\/path$/);
  });

  for (const lang of ['uk', 'en'] as const) {
    test(`<html lang> is ${lang} on /${lang}`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('on an article the language switch goes straight to the translation, and elsewhere again swaps the path', async ({ page, request }) => {
    // "The language switch links straight to the translation's address."
    const news = readContent<{ news: { slug: string; alternate_slug: string | null; status?: string }[]; translations: Record<string, string> }>('uk', 'news.json');
    const article = news.news.find((n) => n.status !== 'draft' && n.alternate_slug);
    if (!article) throw new Error('no translated Ukrainian article in the content');
    await page.goto(`/uk/news/${article.slug}`);
    const english = page.locator('header').getByRole('link', { name: 'ENG' });
    await expect(english).toHaveAttribute('href', `/en/news/${article.alternate_slug}`);
    expect((await request.get(`/en/news/${article.alternate_slug}`, { maxRedirects: 0 })).status()).toBe(200);
    // A client navigation to a page without a translation of its own: a plain swap again.
    // The CMS's own text for the link back to the news list.
    await page.getByRole('link', { name: news.translations.back_to_news ?? '', exact: true }).first().click();
    await expect(page).toHaveURL(/\/uk\/news$/);
    await expect(english).toHaveAttribute('href', '/en/news');
  });

  test('the language switch keeps the rest of the path and the query', async ({ page }) => {
    await page.goto('/uk/library?q=report');
    await page.getByRole('link', { name: 'ENG' }).click();
    await expect(page).toHaveURL(/\/en\/library\?q=report$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
