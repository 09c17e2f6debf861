import { expect, test } from '@playwright/test';
import { E2E } from '../test/support/env';

/**
 * Images from WordPress's media library go through next/image, allowed by the remote
 * pattern taken from CMS_API_URL (next.config.ts), and from no other host.
 */
const MEDIA = `${E2E.wordpress.url}/wp-content/uploads/`;

for (const lang of ['uk', 'en'] as const) {
  test(`the news list shows the media library's pictures, resized by the site (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/news`);
    const pictures = page.locator('main img[src*="/_next/image"]');
    await expect(pictures.first()).toBeVisible();
    const sources = await pictures.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('url') ?? ''));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.startsWith(MEDIA), source).toBe(true);
    // The first request of each size makes the optimiser fetch the original from WordPress and
    // encode it: seconds each on a busy 2-core machine.
    await expect
      .poll(() => pictures.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length), { timeout: 30_000 })
      .toBe(sources.length);
  });
}

test('the image optimiser serves the CMS host only', async ({ page, request }) => {
  const optimised = async (url: string) => request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, { headers: { accept: 'image/avif,image/webp,*/*' } });
  await page.goto('/en/news');
  const first = page.locator('main img[src*="/_next/image"]').first();
  const media = await first.evaluate((img) => new URL((img as HTMLImageElement).src).searchParams.get('url') ?? '');
  expect(media.startsWith(MEDIA), media).toBe(true);
  const answer = await optimised(media);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  // The same path on another host: refused, since only CMS_API_URL's host is a remote pattern.
  expect((await optimised(media.replace('127.0.0.1', '127.0.0.2'))).status()).toBe(400);
});
