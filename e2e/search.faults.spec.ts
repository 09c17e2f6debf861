import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { faultTest } from './support/cms';

const TEXTS = {
  uk: { error: 'Не вдалося виконати пошук', retry: 'Спробувати ще раз', noResults: 'Нічого не знайдено', word: 'стипендіати' },
  en: { error: 'We could not complete your search', retry: 'Try again', noResults: 'No results found', word: 'grantees' },
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
