import { expect, test, type APIRequestContext } from '@playwright/test';
import { publishedNews } from '../test/support/content';
import { report } from '../test/support/delays';
import { E2E } from '../test/support/env';
import { wpIdBySlug, wpRest, wpWrite } from '../test/support/wordpress';

/**
 * Issue 49, items 4 and 5, end to end through WordPress: an editor changes content through the
 * REST API, the plugin's own hooks call the site's webhook, and the site's copy of the old-address
 * map follows ("a copy kept fresh by the revalidation webhook"); a link inside an article's text to
 * an address WordPress gave another item leads to that item's page on the site, in the same tab.
 */
const STATUS = 301;
const stamp = () => Date.now().toString(36);
/** Team gallery (256/258), FAQ (260/262) and exhibition authors (274/276) posts are not articles. */
const NOT_NEWS = [256, 258, 260, 262, 274, 276];
const articles = publishedNews('en').filter((n) => !n.categories.some((c) => NOT_NEWS.includes(c)));

/** Where the site sends an address: its status and Location, absolute. */
async function hop(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  const location = response.headers().location;
  return { status: response.status(), location: location === undefined ? '' : new URL(location, E2E.siteUrl).href };
}

/** Polls until the site sends each address where `expected` says; the delay per address from `since`. */
async function until(request: APIRequestContext, expected: Record<string, string>, since: number, timeoutMs = 15_000) {
  const delays: Record<string, number> = {};
  for (const [address, to] of Object.entries(expected)) {
    while (Date.now() - since < timeoutMs) {
      const answer = await hop(request, address);
      if (answer.status === STATUS && answer.location === `${E2E.siteUrl}${to}`) {
        delays[address] = Date.now() - since;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return delays;
}

test('a rename in WordPress: within seconds the article’s old WordPress address and its ?p= lead to the new address in one hop', async ({ request }) => {
  const article = articles[6];
  if (!article) throw new Error('no en article in the content');
  const id = await wpIdBySlug('news', 'en', article.slug);
  const renamed = `${article.slug}-${stamp()}`;
  const before = { [`/${article.slug}/`]: `/en/news/${article.slug}`, [`/?p=${id}`]: `/en/news/${article.slug}` };
  expect(Object.keys(await until(request, before, Date.now(), 2_000))).toHaveLength(2);

  const save = await wpWrite(`wp/v2/posts/${id}`, { body: { slug: renamed }, as: 'editor' });
  try {
    const after = { [`/${article.slug}/`]: `/en/news/${renamed}`, [`/?p=${id}`]: `/en/news/${renamed}`, [`/${renamed}/`]: `/en/news/${renamed}` };
    const delays = await until(request, after, Date.now());
    report(`old WordPress addresses after a rename (${save.took} ms to save)`, delays);
    expect(Object.keys(delays)).toEqual(Object.keys(after));
    expect((await request.get(`/en/news/${renamed}`)).status()).toBe(200);
  } finally {
    await wpWrite(`wp/v2/posts/${id}`, { body: { slug: article.slug }, as: 'editor' });
    await until(request, before, Date.now());
  }
});

test('a new article whose text links to another by the addresses WordPress gave it: its ?p= leads to it, and each link opens that article in the same tab', async ({ page, request }) => {
  const target = articles[4];
  if (!target) throw new Error('no en article in the content');
  const targetId = await wpIdBySlug('news', 'en', target.slug);
  const slug = `links-to-old-addresses-${stamp()}`;
  const links = [`/?p=${targetId}`, `${E2E.wordpress.url}/${target.slug}/`, `${E2E.siteUrl}/?page_id=${targetId}`];
  const content = `<!-- wp:paragraph -->\n<p>${links.map((href, i) => `<a href="${href}">Link ${i}</a>`).join(' · ')}</p>\n<!-- /wp:paragraph -->`;
  const save = await wpWrite<{ id: number }>('wp/v2/posts', { body: { title: `Links ${slug}`, slug, content, status: 'publish', categories: [70], lang: 'en' }, as: 'editor', expected: 201 });
  try {
    const delays = await until(request, { [`/?p=${save.body.id}`]: `/en/news/${slug}` }, Date.now());
    report('a new article’s ?p= on the site after publishing', delays);
    expect(Object.keys(delays)).toHaveLength(1);

    await page.goto(`/en/news/${slug}`);
    for (let i = 0; i < links.length; i++) {
      const link = page.getByRole('link', { name: `Link ${i}`, exact: true });
      await expect(link).toHaveAttribute('href', `/en/news/${target.slug}`);
      await expect(link).not.toHaveAttribute('target', /.+/);
    }
    await page.getByRole('link', { name: 'Link 0', exact: true }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/en/news/${target.slug}`);
    await expect(page.locator('h1')).toBeVisible();
  } finally {
    await wpRest(`wp/v2/posts/${save.body.id}`, { method: 'DELETE', query: { force: 'true' }, as: 'editor' });
  }
});
