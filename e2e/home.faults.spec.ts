import { expect } from '@playwright/test';
import { faultTest as test } from '../test/support/cms';
import { readContent } from '../test/support/content';
import { expectFreshPage } from '../test/support/page-cache';
import { callWebhook } from '../test/support/webhook';

/**
 * the spec sends the home to the 'Too Many Requests' screen when hero slides or programmes fail,
 * but a failure while a cached home is being regenerated must keep the cached home.
 */

for (const lang of ['uk', 'en'] as const) {
  test(`a cached home (${lang}) survives a CMS fault during regeneration`, async ({ page, request, faults }) => {
    const slides = readContent<{ title: string }[]>(lang, 'hero-slides.json');
    const groups = readContent<{ label: string; programs: unknown[] }[]>(lang, 'programs.json');
    await page.goto(`/${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0]?.title ?? '');

    await faults.resetRequests();
    await faults.injectFault('hero-slides', '500');
    await faults.injectFault('v1/programs', '500');
    for (const data of [{ type: 'hero' }, { type: 'program', slug: 'x' }]) {
      expect((await callWebhook(request, data)).status()).toBe(200);
    }

    const expectGoodHome = async () => {
      await page.goto(`/${lang}`);
      await expect(page.getByTestId('too-many-requests')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0]?.title ?? '');
      const first = groups.find((g) => g.programs.length);
      await expect(page.locator('[data-section="programs"]').getByRole('heading', { name: first?.label ?? '' })).toBeVisible();
    };
    // The first visit gets the stored home and starts its regeneration, which meets the fault.
    await expectGoodHome();
    await expect
      .poll(async () => ((await faults.requests('hero-slides')) as { requests: { path: string; fault?: string }[] }).requests.some((r) => r.path.includes(`lang=${lang}`) && r.fault === '500'))
      .toBe(true);
    // Once that regeneration has ended, the home it left stored is still the good one.
    await expectFreshPage(request, `/${lang}`);
    await expectGoodHome();
  });
}
