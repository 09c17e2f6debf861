import { devices, test as base, type Page } from '@playwright/test';
import { E2E } from './env';

/**
 * `test` for specs that only open pages and read them: each worker opens one browser page and
 * every test of the spec reuses it, instead of a new browser context per test.
 *
 * Why: a new context starts with an empty cache, so its first page load downloads and compiles
 * every script again. Measured on this 2-core machine with the 48 /en readability tests, on the
 * headless shell the tests run in: 142 s with a context each, 97 s with one page per worker.
 *
 * What a test sees is what a returning visitor sees: a fresh document at each `goto`, the HTTP
 * cache of earlier tests, and no cookies, storage, routes or listeners (dropped after each test,
 * with the mouse put back in the corner and the page left on about:blank). The test's
 * `viewport` and `reducedMotion` options apply; JavaScript is on unless the spec sets the worker
 * option `sharedPageJavaScript`. Not for specs that install a clock or init scripts, or set
 * other context options: those outlive a test.
 */
export const test = base.extend<object, { sharedPageJavaScript: boolean; workerPage: Page }>({
  sharedPageJavaScript: [true, { scope: 'worker', option: true }],
  workerPage: [
    async ({ browser, sharedPageJavaScript }, provide) => {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: E2E.siteUrl, javaScriptEnabled: sharedPageJavaScript });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, viewport, reducedMotion }, provide) => {
    await workerPage.setViewportSize(viewport ?? devices['Desktop Chrome'].viewport);
    await workerPage.emulateMedia({ reducedMotion: reducedMotion ?? 'no-preference' });
    await provide(workerPage);
    workerPage.removeAllListeners();
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' });
    await workerPage.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => undefined);
    await workerPage.context().clearCookies();
    await workerPage.mouse.move(0, 0);
    await workerPage.goto('about:blank');
  },
});
