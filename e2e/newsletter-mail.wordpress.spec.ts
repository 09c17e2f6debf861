import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../test/support/env';
import { caughtMails } from '../test/support/mail-catcher';
import { wpQuery } from '../test/support/wordpress';

/**
 * Issue 50, "Sign-ups and mail nobody can abuse", through the site and WordPress's mail, in both
 * languages: with WordPress's mail server down, the form says the mail could not be sent and to
 * try later, and the address may try again once it is back; one visitor's sixth sign-up in an
 * hour is stopped by the site itself ("The site's own limiter and the plugin's agree"), with the
 * hour named, and the five before it were mailed.
 */
const T = {
  uk: { success: 'Дякуємо за підписку на нашу розсилку!', mailNotSent: 'Не вдалося надіслати вам лист для підтвердження. Спробуйте пізніше.', rateLimit: 'Забагато спроб. Спробуйте ще раз за годину.' },
  en: { success: 'Thank you for subscribing to our newsletter!', mailNotSent: 'We could not send you the confirmation e-mail. Please try again later.', rateLimit: 'Too many attempts. Please try again in an hour.' },
} as const;

const unique = (tag: string) => `mail-${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;

async function signUp(page: Page, address: string) {
  const form = page.getByTestId('newsletter-form');
  await form.getByRole('textbox').fill(address);
  await form.getByRole('button').click();
  return form;
}

for (const lang of ['uk', 'en'] as const) {
  const t = T[lang];

  test(`with WordPress's mail server down, /${lang} says the mail could not be sent, and the address signs up once it is back`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.83.${process.pid % 250}.${Date.now() % 250}` });
    await page.goto(`/${lang}/news`);
    const address = unique(`down-${lang}`);
    // wordpress/server/smtp-mail.php sends to this port while the option is set: nothing listens on 9.
    wpQuery("INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('local_mail_test_port', '9', 'no') ON DUPLICATE KEY UPDATE option_value = '9'");
    try {
      await expect(await signUp(page, address)).toContainText(t.mailNotSent);
    } finally {
      wpQuery("DELETE FROM wp_options WHERE option_name = 'local_mail_test_port'");
    }
    await expect(await signUp(page, address)).toContainText(t.success);
    await expect.poll(async () => (await caughtMails(E2E.wordpress.stateDir)).filter((m) => m.to.includes(address)).length).toBe(1);
  });

  test(`one visitor's sixth sign-up in an hour on /${lang} is stopped by the site, and the five before were mailed`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.84.${process.pid % 250}.${(Date.now() + (lang === 'uk' ? 0 : 1)) % 250}` });
    await page.goto(`/${lang}/news`);
    const addresses = Array.from({ length: 5 }, (_, i) => unique(`five-${lang}-${i}`));
    for (const address of addresses) await expect(await signUp(page, address)).toContainText(t.success);
    const sixth = unique(`sixth-${lang}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await expect(await signUp(page, sixth)).toContainText(t.rateLimit);
    const response = await answered;
    expect(response.status()).toBe(429);
    expect(response.headers()['retry-after']).toBe('3600');
    await expect.poll(async () => (await caughtMails(E2E.wordpress.stateDir)).filter((m) => addresses.some((a) => m.to.includes(a))).length).toBe(5);
    expect((await caughtMails(E2E.wordpress.stateDir)).filter((m) => m.to.includes(sixth))).toEqual([]);
  });
}
