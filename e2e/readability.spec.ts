import { expect, test } from '@playwright/test';
import { layoutFailures } from './support/layout';
import { readabilityFailures } from './support/readability';
import { routeTablePaths } from './support/routes';

/**
 * Issue 14 items 1, 8 and 10, on every page of the route table (spec part 2 §2), in both
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
