import { expect, test, type Page } from '@playwright/test';
import { readContent } from '../test/support/content';

/**
 * Work a page does on the main thread while it hydrates, that the long tasks of the bench's traces
 * showed (docs/benchmark.md): a date formatter with a time zone costs 10 ms or more to make on a
 * phone. The programme status made two when its modules loaded (Kyiv's clock and day) and one for
 * every date it formatted; the home's fourteen badges worked out deadline words they never show.
 */
async function countTimeZoneFormatters(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { timeZoneFormatters: number };
    w.timeZoneFormatters = 0;
    const Original = Intl.DateTimeFormat;
    const Counted = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      if (options?.timeZone) w.timeZoneFormatters += 1;
      return new Original(locales, options);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.setPrototypeOf(Counted, Original);
    Object.defineProperty(Counted, 'prototype', { value: Original.prototype });
    Intl.DateTimeFormat = Counted;
  });
  return () => page.evaluate(() => (window as unknown as { timeZoneFormatters: number }).timeZoneFormatters);
}

const programme = readContent<{ slug: string }[]>('uk', 'program-details.json')[0]?.slug ?? '';

test.describe('no time zone formatter made while a page hydrates, but where a date is shown', () => {
  test.beforeEach(async ({ page }) => {
    // Noon in Kyiv: outside the hour before its midnight, the only one that needs the time zone's rules.
    await page.clock.setFixedTime(new Date('2031-01-01T12:00:00+02:00'));
  });

  test('the home and its status badges make none', async ({ page }) => {
    const formatters = await countTimeZoneFormatters(page);
    await page.goto('/uk');
    await page.waitForLoadState('networkidle');
    // Hydrated: the slider has added its other slides.
    await expect(page.locator('[data-section="hero"] [aria-roledescription="slide"]')).not.toHaveCount(1);
    await expect(page.locator('[data-section="programs"] [data-status]').first()).toBeVisible();
    expect(await formatters()).toBe(0);
  });

  test('a programme page makes one, for the dates its status shows, however many parts show them', async ({ page }) => {
    const formatters = await countTimeZoneFormatters(page);
    await page.goto(`/uk/programs/${programme}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('apply-bar')).toBeAttached();
    expect(await formatters()).toBeLessThanOrEqual(1);
  });
});
