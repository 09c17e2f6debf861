import { expect, test } from '@playwright/test';
import { E2E } from './support/env';

/** Issue 8: the office's draft preview. */
const SECRET = E2E.siteEnv.PREVIEW_SECRET ?? '';
const DRAFTS = {
  en: { path: '/en/news/draft-alumni-spring-school-2027', banner: 'Preview: unpublished content', exit: 'Exit preview' },
  uk: { path: '/uk/chernetka-pravyla-konkursu-ese', banner: 'Попередній перегляд: неопубліковані зміни', exit: 'Вийти з перегляду' },
} as const;

for (const lang of ['en', 'uk'] as const) {
  const draft = DRAFTS[lang];

  test(`an unpublished item is a 404 without the preview link (${lang})`, async ({ request }) => {
    expect((await request.get(draft.path)).status()).toBe(404);
  });

  test(`the preview link shows the draft with a banner, never cached or indexed (${lang})`, async ({ page }) => {
    const response = await page.goto(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(draft.path)}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${draft.path}$`));
    await expect(page.getByRole('status').filter({ hasText: draft.banner })).toBeVisible();
    expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/);
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await page.getByRole('link', { name: draft.exit }).click();
    await expect(page).toHaveURL(new RegExp(`${draft.path}$`));
    await expect(page.getByRole('status').filter({ hasText: draft.banner })).toHaveCount(0);
  });
}

test('the preview link refuses a wrong secret and a foreign path', async ({ request }) => {
  expect((await request.get('/api/preview?secret=wrong&path=/en', { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get(`/api/preview?secret=${SECRET}&path=//evil.example`, { maxRedirects: 0 })).status()).toBe(400);
});
