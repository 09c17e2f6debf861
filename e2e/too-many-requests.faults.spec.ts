import { expect, test } from '@playwright/test';
import { cms } from '../test/support/cms';
import { startColdServer, type ColdServer } from '../test/support/cold-server';
import { readContent } from '../test/support/content';
import { E2E } from '../test/support/env';
import { callWebhook } from '../test/support/webhook';

/**
 * "Home: if hero slides or programmes fail or come back empty → 'Too Many
 * Requests' screen" with a 900 s countdown, then "page is now available" and a refresh button.
 * The main server always has a good home to keep (see home.faults.spec.ts), so this runs a
 * second server from the same build with no data cache and no prerendered home.
 */
test.describe.configure({ mode: 'serial' });

const COLD_PORT = E2E.sitePort + 1;
const CASES = [
  {
    lang: 'uk',
    cause: 'hero slides fail (HTTP 500)',
    title: 'Занадто багато запитів',
    // "hints: wait a few minutes, use a VPN, contact us".
    hints: ['Зачекайте кілька хвилин і спробуйте знову.', 'Скористайтеся VPN', "зв'яжіться з нами"],
    available: 'Сторінка вже доступна',
    refresh: 'Оновити сторінку',
  },
  {
    lang: 'en',
    cause: 'programmes come back empty',
    title: 'Too Many Requests',
    hints: ['Wait a few minutes and try again.', 'Use a VPN', 'contact us'],
    available: 'The page is now available',
    refresh: 'Refresh the page',
  },
] as const;

let cold: ColdServer | undefined;

test.beforeAll(async () => {
  await cms.clearFaults();
  await cms.resetContent();
  await cms.injectFault('hero-slides', '500', { lang: 'uk' });
  await cms.patchContent({ file: 'en/programs.json', data: [] });
  cold = await startColdServer(COLD_PORT);
});

test.afterAll(async () => {
  await cold?.stop();
  await cms.clearFaults();
  await cms.resetContent();
});

for (const c of CASES) {
  test(`a fresh home whose ${c.cause} shows the too-many-requests screen, counts down 15:00 and offers a refresh (${c.lang})`, async ({ page }) => {
    await page.clock.install();
    const response = await page.goto(`${cold?.url}/${c.lang}`);
    expect(response?.status()).toBe(200);
    const screen = page.getByTestId('too-many-requests');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(c.title);
    // Its code and styles load only when the home shows it (components/errors/LazyTooManyRequests.tsx): styled all the same.
    await expect(screen).toHaveCSS('max-width', '1200px');
    for (const hint of c.hints) await expect(screen.getByRole('listitem').filter({ hasText: hint })).toHaveCount(1);
    await expect(screen.getByRole('link', { name: c.hints[2] })).toHaveAttribute('href', `/${c.lang}/contacts`);
    await expect(page.getByTestId('countdown')).toHaveText('15:00');
    await page.clock.fastForward('01:05');
    await expect(page.getByTestId('countdown')).toHaveText('13:55');
    await page.clock.fastForward('13:55');
    await expect(page.getByTestId('countdown')).toHaveCount(0);
    await expect(screen.getByRole('status')).toContainText(c.available);
    await expect(screen.getByRole('button', { name: c.refresh })).toBeEnabled();
  });
}

test('once the CMS recovers and the office revalidates, the refresh button brings the home back (uk)', async ({ page, request }) => {
  const slides = readContent<{ title: string }[]>('uk', 'hero-slides.json');
  await page.clock.install();
  await page.goto(`${cold?.url}/uk`);
  await expect(page.getByTestId('too-many-requests')).toBeVisible();

  await cms.clearFaults();
  expect((await callWebhook(request, { type: 'hero' }, cold?.url)).status()).toBe(200);

  await page.clock.fastForward('15:00');
  await page.getByRole('button', { name: 'Оновити сторінку' }).click();
  // The first request after the revalidation still gets the cached screen; the refresh asks again until the server has the home.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0]?.title ?? '', { timeout: 20_000 });
  await expect(page.getByTestId('too-many-requests')).toHaveCount(0);
});
