import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { backend } from '../test/support/backend';
import { faqQuestions, readContent } from '../test/support/content';

interface FaqData {
  translations?: { contact_button_url?: string; contact_button_text?: string };
}
const NAV = { uk: 'Швидка навігація', en: 'Quick navigation' } as const;

for (const lang of ['uk', 'en'] as const) {
  test.describe(`FAQ page (${lang})`, () => {
    const data = readContent<FaqData>(lang, 'pages/faq.json');
    const questions = faqQuestions(lang);

    test('the quick navigation lists every question and scrolls to the one chosen', async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      const nav = page.getByRole('navigation', { name: NAV[lang] });
      await expect(nav.getByRole('link')).toHaveText(questions.map((q) => q.question));
      const last = questions[questions.length - 1];
      if (!last) throw new Error('the FAQ content needs questions');
      const id = backend.idOf(last.id);
      const card = page.locator(`#faq-${id}`);
      await expect(card).not.toBeInViewport();
      await nav.getByRole('link', { name: last.question }).click();
      await expect(card).toBeInViewport();
      await expect(card).toBeFocused();
      expect(page.url()).toContain(`#faq-${id}`);
    });

    test('the still-have-questions block links to the contacts page', async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      const url = data.translations?.contact_button_url || '/contacts';
      await expect(page.locator('section[aria-labelledby="faq-contact"]').getByRole('link')).toHaveAttribute('href', `/${lang}${url.replace(/^\/(uk|en)(?=\/)/, '')}`);
    });
  });
}
