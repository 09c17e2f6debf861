import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * The site's links prefetch the page they open when the visitor shows the intent to follow one
 * (a pointer over it, a touch, keyboard focus), not when they scroll into view
 * (components/ui/Link.tsx, components/layout/IntentPrefetch.tsx): Next prefetched every link in
 * view after hydration, four pages' payloads and code on the home over a phone's connection.
 */
const PHONE = { width: 412, height: 823 };

/** Next's prefetch of a page's payload: an RSC request (`?_rsc=`) marked as a prefetch; a navigation's own is not. */
const isPrefetch = (request: Request) => new URL(request.url()).searchParams.has('_rsc') && request.headers()['next-router-prefetch'] === '1';

function prefetchesOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The page has hydrated (its links answer) and the network has been quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', /uk|en/);
}

/** Opens `path`, settled, and gives its first link matching `selector` with the address it opens. */
async function firstLinkOn(page: Page, path: string, selector: string) {
  await page.goto(path);
  await settled(page);
  const link = page.locator(selector).first();
  return { link, href: (await link.getAttribute('href')) ?? '' };
}

test.describe('links prefetch on intent, not on entering the view', () => {
  test('a phone-sized home prefetches nothing while it loads, though the header and the hero show links', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const prefetches = prefetchesOf(page);
    await page.goto('/uk');
    await settled(page);
    await expect(page.locator('[data-section="hero"] a').first()).toBeInViewport();
    expect(prefetches).toEqual([]);
  });

  test('a pointer over a link prefetches its page, once, and the click then opens it without loading the document again', async ({ page }) => {
    const prefetches = prefetchesOf(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const { link, href } = await firstLinkOn(page, '/uk/news', 'main a[href^="/uk/news/"]');
    await link.hover();
    await expect.poll(() => prefetches).toContain(href);
    await page.mouse.move(0, 0);
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1')).toBeVisible();
    expect(prefetches.filter((path) => path === href).length).toBeGreaterThanOrEqual(1);
    expect(documents).toHaveLength(1);
  });

  test('keyboard focus on a link prefetches its page', async ({ page }) => {
    const prefetches = prefetchesOf(page);
    const { link, href } = await firstLinkOn(page, '/en/library', 'footer a[href^="/en/"]');
    await link.focus();
    await expect.poll(() => prefetches).toContain(href);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: PHONE });

    test('a finger on a link prefetches its page before the tap lands, and the tap opens it', async ({ page }) => {
      const prefetches = prefetchesOf(page);
      const { link, href } = await firstLinkOn(page, '/uk', '[data-section="hero"] a[href^="/uk"]');
      await link.dispatchEvent('touchstart');
      await expect.poll(() => prefetches).toEqual([href]);
      await expect(page).toHaveURL(/\/uk$/);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  });
});
