import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { readContent } from '../test/support/content';

const SLUG = `${process.env.PRODUCT_SLUG ?? 'fulbright'}ers`;
const FIELDS = {
  en: ['Engineering', 'Medicine', 'Economics', 'Political Science', 'Computer Science', 'International Relations', 'Education', 'Arts'],
  uk: ['Інженерія', 'Медицина', 'Економіка', 'Політологія', 'Комп’ютерні науки', 'Міжнародні відносини', 'Освіта', 'Мистецтво'],
} as const;

for (const lang of ['uk', 'en'] as const) {
  test.describe(`alumni page (${lang})`, () => {
    const testimonials = readContent<unknown[]>(lang, 'testimonials.json');

    test('the search and filter bar is disabled, with the eight fields and years 2018-2023', async ({ page }) => {
      await page.goto(`/${lang}/${SLUG}`);
      const filters = page.getByTestId('disabled-filters');
      await expect(filters.getByRole('searchbox')).toBeDisabled();
      const [field, year] = [filters.getByRole('combobox').nth(0), filters.getByRole('combobox').nth(1)];
      await expect(field).toBeDisabled();
      await expect(year).toBeDisabled();
      await expect(field.locator('option:not([value=""])')).toHaveText([...FIELDS[lang]]);
      await expect(year.locator('option:not([value=""])')).toHaveText(['2018', '2019', '2020', '2021', '2022', '2023']);
    });

    test('Section in Progress points to the library; a link leads to participants; the testimonials grid is complete', async ({ page }) => {
      await page.goto(`/${lang}/${SLUG}`);
      await expect(page.getByTestId('in-progress').getByRole('link')).toHaveAttribute('href', new RegExp(`^/${lang}/library`));
      await expect(page.locator(`main a[href="/${lang}/participants"]`)).toBeVisible();
      await expect(page.locator('section[aria-labelledby="alumni-testimonials"] figure')).toHaveCount(testimonials.length);
      await expect(page.locator('section[aria-labelledby="alumni-circle"] li')).toHaveCount(3);
    });
  });
}
