import type { Page } from '@playwright/test';

/**
 * Holds back the page's scripts until `release` is called: the server-rendered HTML is there and
 * usable, as on a slow phone before hydration. Next's scripts are `async`, so DOMContentLoaded
 * still fires while they wait.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
