import { expect, test } from '@playwright/test';
import { wpIdBySlug, wpQuery } from '../test/support/wordpress';

/**
 * A visitor's view reaches WordPress. The article page sends its view to the site's
 * /api/views, which forwards it to the plugin; the count lives in the post's meta `_eos_views`.
 * (The newsletter and the contact form are checked in WordPress by newsletter.spec.ts and
 * contacts.spec.ts through support/backend.ts.)
 */
const SLUG = 'american-scholars-begin-semester-in-ukraine';

const storedViews = (id: number) => Number(wpQuery(`SELECT meta_value FROM wp_postmeta WHERE post_id = ${id} AND meta_key = '_eos_views'`) || 0);

test('a view of an article on the site increments the post’s view count in WordPress', async ({ page }) => {
  const id = await wpIdBySlug('news', 'en', SLUG);
  const before = storedViews(id);
  // A client of its own: the site counts one view per client and article in 10 minutes.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.61.${Date.now() % 250}.${process.pid % 250}` });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/views'));
  await page.goto(`/en/news/${SLUG}`);
  expect((await answered).status()).toBe(200);
  await expect.poll(() => storedViews(id), { timeout: 5_000 }).toBe(before + 1);
});
