import { expect, test } from '@playwright/test';
import { backend } from '../test/support/backend';

/**
 * The office's draft preview. the link is the one WordPress's Preview
 * button gives (a token for that item and that user, valid for minutes; the fixture CMS signs its
 * own), never a long-lived secret.
 */
const DRAFTS = {
  en: { id: 4101, path: '/en/news/draft-alumni-spring-school-2027', banner: 'Preview: unpublished content', exit: 'Exit preview', notFound: 'News not found' },
  uk: { id: 6010, path: '/uk/chernetka-pravyla-konkursu-ese', banner: 'Попередній перегляд: неопубліковані зміни', exit: 'Вийти з перегляду', notFound: 'Сторінку не знайдено' },
} as const;

for (const lang of ['en', 'uk'] as const) {
  const draft = DRAFTS[lang];

  test(`an unpublished item is a 404 without the preview link (${lang})`, async ({ request }) => {
    expect((await request.get(draft.path)).status()).toBe(404);
  });

  test(`the preview link shows the draft with a banner, never cached or indexed (${lang})`, async ({ page }) => {
    const response = await page.goto(await backend.previewLink(draft.id, draft.path));
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

test('the preview link refuses an old secret, a tampered token and a foreign path; a token opens its own item only', async ({ page, request }) => {
  expect((await request.get('/api/preview?secret=e2e-preview-secret&path=/en', { maxRedirects: 0 })).status()).toBe(401);
  const link = new URL(await backend.previewLink(DRAFTS.en.id, DRAFTS.en.path), 'http://site');
  const token = link.searchParams.get('token') ?? '';
  const [post, user, expires, signature] = token.split('.');
  const tampered = [post, user, Number(expires) + 3600, signature].join('.');
  const refused = await request.get(`/api/preview?token=${tampered}&path=${encodeURIComponent(DRAFTS.en.path)}`, { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'unauthorized' });
  expect((await request.get(`/api/preview?token=${token}&path=//evil.example`, { maxRedirects: 0 })).status()).toBe(400);
  // In preview with the English draft's token, the Ukrainian draft stays unknown (the site's not-found page).
  await page.goto(`${link.pathname}${link.search}`);
  await page.goto(DRAFTS.uk.path);
  await expect(page.getByRole('status').filter({ hasText: DRAFTS.uk.banner })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.uk.notFound);
});
