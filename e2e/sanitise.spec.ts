import { expect } from '@playwright/test';
import { faultTest as test } from '../test/support/cms';
import { readContent } from '../test/support/content';

/**
 * Issue: "A test puts a script tag, an onerror attribute and a javascript: link into CMS content
 * and shows none of them reaches the page." The fixture CMS serves an extra dynamic page under
 * a new slug (rendered on demand, so no cached copy hides it). Both tests patch the same content
 * file, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

/** The English dynamic pages plus one more, published under `slug`. */
function withPage(id: number, slug: string, title: string, content: string[], globalBlocks: { id: number; position: string; content: string }[] = []) {
  const items = readContent<Record<string, unknown>[]>('en', 'dynamic-content.json');
  const extra = {
    ...items[0],
    id,
    slug,
    title,
    content: content.join(''),
    categories: [],
    curator_id: '',
    global_blocks: globalBlocks,
    breadcrumb: { home: 'Home', current: title },
    status: 'publish',
    alternate_slug: null,
  };
  return { file: 'en/dynamic-content.json', data: [...items, extra] };
}

test('CMS HTML with a script, an event handler and a javascript: link reaches the page harmless', { tag: '@fixture-cms' }, async ({ page, faults }) => {
  const slug = `sanitiser-check-${Date.now()}`;
  const evil = withPage(
    6999,
    slug,
    'Sanitiser check',
    [
      '<p id="safe-text">Safe paragraph stays.</p>',
      '<script>window.__xss = "script";</script>',
      '<img id="evil-img" src="/missing.png" onerror="window.__xss = \'onerror\'" alt="x">',
      '<a id="evil-link" href="javascript:window.__xss=\'link\'">Click me</a>',
      '<p onclick="window.__xss = \'click\'">Paragraph with a handler</p>',
    ],
    [{ id: 1, position: 'end', content: '<div><script>window.__xss = "block";</script><p>Block text</p></div>' }],
  );
  await faults.patchContent(evil);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`/en/${slug}`);
  expect(response?.status()).toBe(200);
  const article = page.locator('article');
  await expect(article.locator('#cms-safe-text')).toHaveText('Safe paragraph stays.');
  await expect(article).toContainText('Block text');

  const html = await article.innerHTML();
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
  expect(html).not.toMatch(/__xss/);
  expect(html).not.toMatch(/onerror|onclick/i);
  expect(html).not.toMatch(/javascript:/i);
  await expect(article.locator('[onerror], [onclick]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);

  // Clicking the link runs nothing (a click's handlers run before click() returns), and neither
  // does the broken image once the browser has given up on it (complete, with no pixels).
  const url = page.url();
  await article.getByText('Click me').click();
  const broken = article.locator('#cms-evil-img');
  await broken.scrollIntoViewIfNeeded();
  await expect.poll(() => broken.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)).toBe(true);
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

/**
 * "id and name survive on every element of CMS HTML, which allows DOM clobbering
 * (e.g. <a id="__next">). Prefix them consistently, so that in-page anchors keep working. Iframes
 * keep any allow value. Force sandbox and a fixed allow list on the embeds you allow."
 */
test('CMS ids cannot clobber globals, in-page anchors still jump, embeds get our sandbox', { tag: '@fixture-cms' }, async ({ page, faults }) => {
  const slug = `anchors-check-${Date.now()}`;
  await faults.patchContent(
    withPage(6998, slug, 'Anchors check', [
      '<p><a id="__next" name="__NEXT_DATA__">Clobber</a></p>',
      '<p><a href="#further">Read further down</a></p>',
      '<p>Spacer paragraph.</p>'.repeat(80),
      '<h2 id="further">Further down</h2>',
      '<iframe title="Video" src="https://www.youtube-nocookie.com/embed/abc" allow="camera; microphone; geolocation" sandbox="allow-top-navigation"></iframe>',
    ]),
  );
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));

  expect((await page.goto(`/en/${slug}`))?.status()).toBe(200);
  const article = page.locator('article');
  // Named access on window finds no CMS element under the names the page's scripts use.
  const clobbered = await page.evaluate(() => {
    const named = window as unknown as Record<string, unknown>;
    return [named.__next, named.__NEXT_DATA__].some((value) => value instanceof HTMLElement);
  });
  expect(clobbered).toBe(false);
  await expect(article.locator('#cms-further')).not.toBeInViewport();

  await article.getByRole('link', { name: 'Read further down' }).click();
  await expect(page).toHaveURL(/#cms-further$/);
  await expect(article.locator('#cms-further')).toBeInViewport();

  const frame = article.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox');
  await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
});
