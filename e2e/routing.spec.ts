import http from 'node:http';
import { expect, test } from '@playwright/test';

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
    expect(status).toBe(308);
    const target = new URL(location, baseURL);
    expect(target.host).toBe(site.host);
    expect(target.pathname).toBe('/uk/evil.example/path');
  });

  for (const lang of ['uk', 'en'] as const) {
    test(`<html lang> is ${lang} on /${lang}`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('the language switch keeps the rest of the path and the query', async ({ page }) => {
    await page.goto('/uk/library?q=report');
    await page.getByRole('link', { name: 'ENG' }).click();
    await expect(page).toHaveURL(/\/en\/library\?q=report$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
