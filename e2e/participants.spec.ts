import { expect, test } from '@playwright/test';
import { readContent } from '../test/support/content';

// The spec's "10+ programs" is the office's programmes, counted: the /programs catalogue (every category but us-academic).
const programs = (lang: 'uk' | 'en') =>
  String(readContent<{ slug: string; programs: unknown[] }[]>(lang, 'programs.json').filter((g) => !g.slug.startsWith('us-academic')).flatMap((g) => g.programs).length);
const TEXT = {
  uk: { found: 'Знайдено: 6 учасників', progress: 'Розділ у розробці', figures: ['2 000+', '30+', programs('uk')] },
  en: { found: 'Found: 6 participants', progress: 'Section in Progress', figures: ['2,000+', '30+', programs('en')] },
} as const;

for (const lang of ['uk', 'en'] as const) {
  test.describe(`participants placeholder (${lang})`, () => {
    test('hero figures, statistics by year, disabled filters, the count and Section in Progress — without a delay', async ({ page }) => {
      await page.goto(`/${lang}/participants`);
      // No artificial one-second loading: everything is in the first HTML.
      await expect(page.getByTestId('participants-found')).toHaveText(TEXT[lang].found, { timeout: 500 });
      for (const figure of TEXT[lang].figures) await expect(page.locator('main dl dd', { hasText: figure }).first()).toBeVisible();
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(5);
      const filters = page.getByTestId('disabled-filters');
      await expect(filters.getByRole('searchbox')).toBeDisabled();
      await expect(filters.getByRole('combobox')).toHaveCount(3);
      for (const select of await filters.getByRole('combobox').all()) await expect(select).toBeDisabled();
      await expect(filters.getByRole('button')).toBeDisabled();
      const progress = page.getByTestId('in-progress');
      await expect(progress.getByRole('heading')).toHaveText(TEXT[lang].progress);
      await expect(progress.getByRole('link')).toHaveAttribute('href', `/${lang}/library`);
    });
  });
}
