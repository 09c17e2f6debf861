import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { layoutFailures } from '../test/support/layout';
import { readabilityFailures } from '../test/support/readability';
import { routeTablePaths } from '../test/support/routes';

/**
 * Readability, on every page of the route table, in both
 * languages, on a laptop and a phone, in one page load per route:
 * - no text below the WCAG minimum contrast (1.4.3: 4.5:1, 3:1 for large text): every axe rule
 *   (best practice included), the contrasts axe measured but filed as "incomplete", and text over
 *   pictures measured against the pixels painted behind it;
 * - every link says where it goes;
 * - no text out of its box, no strip between the last band and the footer, no footer link under
 *   a floating button.
 * This is the route table's axe check: other specs run axe only after an interaction.
 */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`readable at ${viewport.width} px`, () => {
    // Reduced motion holds the hero slider still, so each slide is measured as the visitor stops on it.
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const lang of ['uk', 'en'] as const) {
      for (const path of routeTablePaths(lang)) {
        test(`${path} (${viewport.width} px)`, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          const failures = [...(await readabilityFailures(page)), ...(await layoutFailures(page))];
          expect(failures, failures.join('\n')).toEqual([]);
        });
      }
    }
  });
}

test('the check itself fails on a heading drawn in navy over a navy picture (1:1), which axe files as incomplete', async ({ page }) => {
  await page.goto('/en/history');
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 160;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#0b1f3a';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const figure = document.createElement('div');
    // Fixed, above everything, and outside <main>: React 19's hydration skips a node it did not
    // render in <body>, but one inside <main> made it render the page again, without the figure.
    figure.style.cssText = 'position:fixed;left:24px;top:200px;z-index:2147483647;width:600px;height:160px';
    const picture = document.createElement('img');
    picture.alt = '';
    picture.src = canvas.toDataURL('image/png');
    const heading = document.createElement('h2');
    heading.textContent = 'Words nobody can read';
    heading.style.cssText = 'position:absolute;left:24px;top:24px;margin:0;color:#0b1f3a;font-size:32px';
    figure.append(picture, heading);
    document.body.append(figure);
    await picture.decode();
  });
  const failures = await readabilityFailures(page);
  expect(failures.some((line) => /over pixels 1\.\d\d:1 < 3:1 .*"Words nobody can read"/.test(line)), failures.join('\n')).toBe(true);
});
