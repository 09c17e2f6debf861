import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const TEXTS = {
  uk: { title: 'Сторінку не знайдено', home: 'На головну', back: 'Назад' },
  en: { title: 'Page Not Found', home: 'Back to Home', back: 'Go Back' },
} as const;

for (const lang of ['uk', 'en'] as const) {
  test.describe(`404 in ${lang}`, () => {
    test('an unknown path answers 404 with the bilingual screen', async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page-anywhere`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].title })).toBeVisible();
      await expect(page.getByRole('link', { name: TEXTS[lang].home })).toHaveAttribute('href', `/${lang}`);
      await expect(page).toHaveTitle(new RegExp(TEXTS[lang].title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('a deeper unknown path is a 404 too', async ({ request }) => {
      const response = await request.get(`/${lang}/a/b/c`);
      expect(response.status()).toBe(404);
    });

    test('Go Back returns to the previous page', async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.goto(`/${lang}/missing-page`);
      await page.getByRole('button', { name: TEXTS[lang].back }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });

    test('has no axe violations', async ({ page }) => {
      await page.goto(`/${lang}/missing-page`);
      await expectNoAxeViolations(page);
    });
  });
}
