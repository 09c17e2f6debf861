import { expect, test, type Page, type Response } from '@playwright/test';
import { E2E } from '../test/support/env';
import { wpLogin, wpRest, wpWrite, type WpRole } from '../test/support/wordpress';

/**
 * Draft preview from WordPress. An editor writes a draft (REST, application password),
 * opens the link WordPress's Preview button gives, signed in as in the admin, and lands on the
 * site's draft preview; leaving preview shows the public page, where the draft does not exist.
 * The link carries a token for that draft and that user only: a contributor
 * previews their own draft, and another author's draft stays unknown in that preview.
 */
const CASES = [
  // A news post in a news category; a page (dynamic content). Neither has a slug until it is published.
  { lang: 'en', type: 'posts', fields: { categories: [70] }, path: (id: number) => `/en/news/${id}` },
  { lang: 'uk', type: 'pages', fields: {}, path: (id: number) => `/uk/${id}` },
] as const;
const TEXTS = {
  en: { banner: 'Preview: unpublished content', exit: 'Exit preview' },
  uk: { banner: 'Попередній перегляд: неопубліковані зміни', exit: 'Вийти з перегляду' },
} as const;

/**
 * What the block editor's Preview button opens for a draft (Gutenberg's getEditedPostPreviewLink):
 * the item's own link with `preview=true`. WordPress shows it only to a signed-in editor, so the
 * browser signs in first and WordPress's login sends it on to the link.
 */
async function openPreviewButtonLink(page: Page, link: string, lands: string, role: WpRole = 'editor'): Promise<Response> {
  const previewLink = `${link}${link.includes('?') ? '&' : '?'}preview=true`;
  await page.goto(`${E2E.wordpress.url}/wp-login.php?redirect_to=${encodeURIComponent(previewLink)}`);
  await page.locator('#user_login').fill(wpLogin[role].user);
  await page.locator('#user_pass').fill(wpLogin[role].password);
  const answers: Response[] = [];
  page.on('response', (r) => r.url() === lands && answers.push(r));
  await page.locator('#wp-submit').click();
  await page.waitForURL(lands);
  const answer = answers.at(-1);
  if (!answer) throw new Error(`no answer from ${lands}`);
  return answer;
}

for (const item of CASES) {
  const texts = TEXTS[item.lang];
  test(`WordPress's Preview button opens a draft ${item.type === 'posts' ? 'article' : 'page'} on the site under the banner, uncached and noindex; leaving shows the public page (${item.lang})`, async ({ page }) => {
    const title = `${item.lang === 'uk' ? 'Чернетка для перегляду' : 'Draft for preview'} ${Date.now().toString(36)}`;
    const draft = await wpWrite<{ id: number; link: string }>(`wp/v2/${item.type}`, {
      body: { title, content: `<p>${title}: text only the office sees.</p>`, status: 'draft', lang: item.lang, ...item.fields },
      as: 'editor',
      expected: 201,
    });
    const path = item.path(draft.body.id);
    try {
      const response = await openPreviewButtonLink(page, draft.body.link, `${E2E.siteUrl}${path}`);
      expect(response.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: texts.banner })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(response.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/);
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();

      await page.getByRole('link', { name: texts.exit }).click();
      await expect(page).toHaveURL(`${E2E.siteUrl}${path}`);
      await expect(page.getByRole('status').filter({ hasText: texts.banner })).toHaveCount(0);
      await expect(page.getByText(title)).toHaveCount(0);
      // The public page: the draft is not published, so its address is a 404.
      expect((await page.request.get(path)).status()).toBe(404);
    } finally {
      await wpRest(`wp/v2/${item.type}/${draft.body.id}`, { method: 'DELETE', query: { force: 'true' }, as: 'editor' });
    }
  });
}

test('a contributor previews their own draft on the site; in that preview another author’s draft is not found', async ({ page }) => {
  const title = `Contributor draft ${Date.now().toString(36)}`;
  const mine = await wpWrite<{ id: number; link: string }>('wp/v2/posts', {
    body: { title, content: `<p>${title}</p>`, status: 'pending', lang: 'en', categories: [70] },
    as: 'contributor',
    expected: 201,
  });
  const theirTitle = `Author draft ${Date.now().toString(36)}`;
  const theirs = await wpWrite<{ id: number }>('wp/v2/posts', {
    body: { title: theirTitle, status: 'draft', lang: 'en', categories: [70] },
    as: 'author',
    expected: 201,
  });
  try {
    const response = await openPreviewButtonLink(page, mine.body.link, `${E2E.siteUrl}/en/news/${mine.body.id}`, 'contributor');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: TEXTS.en.banner })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Still under the preview banner, the other draft is not found (the site's not-found page).
    await page.goto(`/en/news/${theirs.body.id}`);
    await expect(page.getByRole('status').filter({ hasText: TEXTS.en.banner })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found');
    await expect(page.getByText(theirTitle)).toHaveCount(0);
  } finally {
    await wpRest(`wp/v2/posts/${mine.body.id}`, { method: 'DELETE', query: { force: 'true' }, as: 'editor' });
    await wpRest(`wp/v2/posts/${theirs.body.id}`, { method: 'DELETE', query: { force: 'true' }, as: 'editor' });
  }
});
