import { expect, test } from '@playwright/test';

/** "After a page loads, about 500 ms later a document-level event named render-event is dispatched". */
test.beforeEach(async ({ page }) => {
  // Time flows as usual, and runFor below fires at once every timer due in the time it skips.
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { renderEvents: number[]; loadedAt: number };
    w.renderEvents = [];
    window.addEventListener('load', () => {
      w.loadedAt = performance.now();
    });
    document.addEventListener('render-event', () => w.renderEvents.push(performance.now()));
  });
});

const events = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { renderEvents: number[] }).renderEvents.length);

for (const lang of ['uk', 'en'] as const) {
  test(`render-event fires once, about 500 ms after load (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/about`);
    await expect.poll(() => events(page)).toBe(1);
    const delay = await page.evaluate(() => {
      const w = window as unknown as { renderEvents: number[]; loadedAt: number };
      return (w.renderEvents[0] ?? 0) - w.loadedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(450);
    expect(delay).toBeLessThan(1500);
    // A minute passes: any other timer that would dispatch the event has fired by now.
    await page.clock.runFor(60_000);
    expect(await events(page)).toBe(1);
  });

  test(`render-event fires once more after a client-side navigation (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/about`);
    await expect.poll(() => events(page)).toBe(1);
    // A Next link: the document stays, the init script's counter survives.
    await page.locator(`section[aria-labelledby="about-story"] a[href="/${lang}/history"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/history$`));
    await expect.poll(() => events(page)).toBe(2);
    await page.clock.runFor(60_000);
    expect(await events(page)).toBe(2);
  });
}
