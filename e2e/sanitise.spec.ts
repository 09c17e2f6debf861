import { expect } from '@playwright/test';
import { faultTest as test } from './support/cms';
import { readContent } from './support/content';

/**
 * Issue: "A test puts a script tag, an onerror attribute and a javascript: link into CMS content
 * and shows none of them reaches the page." The fixture CMS serves an extra dynamic page under
 * a new slug (rendered on demand, so no cached copy hides it).
 */
test('CMS HTML with a script, an event handler and a javascript: link reaches the page harmless', { tag: '@fixture-cms' }, async ({ page, faults }) => {
  const slug = `sanitiser-check-${Date.now()}`;
  const items = readContent<Record<string, unknown>[]>('en', 'dynamic-content.json');
  const evil = {
    ...items[0],
    id: 6999,
    slug,
    title: 'Sanitiser check',
    content: [
      '<p id="safe-text">Safe paragraph stays.</p>',
      '<script>window.__xss = "script";</script>',
      '<img id="evil-img" src="/missing.png" onerror="window.__xss = \'onerror\'" alt="x">',
      '<a id="evil-link" href="javascript:window.__xss=\'link\'">Click me</a>',
      '<p onclick="window.__xss = \'click\'">Paragraph with a handler</p>',
    ].join(''),
    categories: [],
    curator_id: '',
    global_blocks: [{ id: 1, position: 'end', content: '<div><script>window.__xss = "block";</script><p>Block text</p></div>' }],
    breadcrumb: { home: 'Home', current: 'Sanitiser check' },
    status: 'publish',
    alternate_slug: null,
  };
  await faults.patchContent({ file: 'en/dynamic-content.json', data: [...items, evil] });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`/en/${slug}`);
  expect(response?.status()).toBe(200);
  const article = page.locator('article');
  await expect(article.locator('#safe-text')).toHaveText('Safe paragraph stays.');
  await expect(article).toContainText('Block text');

  const html = await article.innerHTML();
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
  expect(html).not.toMatch(/__xss/);
  expect(html).not.toMatch(/onerror|onclick/i);
  expect(html).not.toMatch(/javascript:/i);
  await expect(article.locator('[onerror], [onclick]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);

  // Clicking the link and waiting for the image error runs nothing.
  await article.getByText('Click me').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
