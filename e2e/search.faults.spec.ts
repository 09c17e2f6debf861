import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../test/support/axe';
import { faultTest } from '../test/support/cms';

const TEXTS = {
  uk: { error: 'Не вдалося виконати пошук', retry: 'Спробувати ще раз', noResults: 'Нічого не знайдено', word: 'стипендіати', overlayError: 'Пошук зараз недоступний. Будь ласка, спробуйте ще раз за мить.', open: 'Відкрити пошук', dialog: 'Пошук на сайті' },
  en: { error: 'We could not complete your search', retry: 'Try again', noResults: 'No results found', word: 'grantees', overlayError: 'Search is unavailable right now. Please try again in a moment.', open: 'Open search', dialog: 'Search the site' },
} as const;

faultTest.describe('search results page under a failing CMS', () => {
  for (const lang of ['uk', 'en'] as const) {
    faultTest(`shows an honest error with a retry, not invented results (${lang})`, async ({ page, faults }) => {
      const texts = TEXTS[lang];
      // A query no other test asked, so no cached answer hides the fault.
      const query = `${texts.word} ${Date.now()}`;
      // One failure for this language only, so searches of tests running alongside are untouched.
      await faults.injectFault('/v1\\/search$/', '500', { lang, times: 1 });
      await page.goto(`/${lang}/search?q=${encodeURIComponent(query)}`);
      const alert = page.getByRole('alert').filter({ hasText: texts.error });
      await expect(alert).toBeVisible();
      await expect(page.getByTestId('search-results')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: texts.retry }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.error })).toHaveCount(0);
      await expect(page.getByText(texts.noResults)).toBeVisible();
    });
  }
});

faultTest.describe('search overlay under a failing CMS', () => {
  for (const lang of ['uk', 'en'] as const) {
    faultTest(`says the search failed, invents nothing, and the retry asks again (${lang})`, async ({ page, faults }) => {
      const texts = TEXTS[lang];
      const query = `${texts.word} ${Date.now()}`;
      await faults.injectFault('/v1\\/search$/', '500', { lang, times: 1 });
      await page.goto(`/${lang}`);
      await page.getByRole('link', { name: texts.open }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await dialog.getByRole('searchbox').fill(query);
      const alert = dialog.getByRole('alert').filter({ hasText: texts.overlayError });
      await expect(alert).toBeVisible();
      await expect(dialog.getByTestId('overlay-results')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: texts.retry }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByText(texts.noResults)).toBeVisible();
    });
  }
});
