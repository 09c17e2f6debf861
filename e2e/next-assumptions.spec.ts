import { expect, test } from '@playwright/test';
import { NOT_FOUND_DIGEST } from '../components/errors/not-found-digest';

/**
 * Issue 52: each undocumented behaviour of Next the site relies on is "pinned by a test against a
 * real build. When a Next upgrade changes one, a named test fails and says which assumption
 * broke." The items a browser must see (docs/caching.md, "What the cache relies on"); the others
 * are read from the cache handler's calls in test/redis/next-assumptions.test.ts.
 */
type Reported = { digest: string | null; prevented: boolean };

test(`10. Next 16.4 hands the browser the server's 404 signal with the digest ${NOT_FOUND_DIGEST}, which NotFoundStatus.tsx keeps out of the console`, async ({ page }) => {
  // Before the page's own scripts: every error React reports on window, and whether a listener
  // after this one (NotFoundStatus's) kept it from the console.
  await page.addInitScript(() => {
    const seen: Reported[] = [];
    (window as unknown as { __reported: Reported[] }).__reported = seen;
    window.addEventListener('error', (event) => {
      const digest = (event.error as { digest?: unknown } | null)?.digest;
      setTimeout(() => seen.push({ digest: typeof digest === 'string' ? digest : null, prevented: event.defaultPrevented }));
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  const response = await page.goto('/en/news/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'News not found' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __reported: Reported[] }).__reported), {
      message: `10: the browser is handed the 404 boundary's error with the digest ${NOT_FOUND_DIGEST} (components/errors/not-found-digest.ts)`,
    })
    .toEqual([{ digest: NOT_FOUND_DIGEST, prevented: true }]);
  expect(errors, '10: nothing of it reaches the console').toEqual([]);
});
