import { expect, test, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../test/support/axe';
import { E2E } from '../test/support/env';
import { confirmationLink, waitForMail } from '../test/support/mail-catcher';
import { signInAsEditor } from '../test/support/wp-admin';

/**
 * Double opt-in through the site and WordPress's mail, in both languages: a visitor signs up on the
 * news page; WordPress mails a confirmation link in that language (read from the local mail
 * catcher with a MIME parser); opening the link confirms nothing (mail scanners open links); the
 * page's button does, and says so; the address is in the subscribers' export only after that.
 */
const T = {
  uk: {
    success: 'Дякуємо за підписку на нашу розсилку!',
    subject: 'Підтвердьте підписку',
    title: 'Підтвердіть підписку',
    confirmedTitle: 'Підписку підтверджено',
    button: 'Підтвердити підписку',
    done: 'Вашу підписку підтверджено. Дякуємо! У кожному листі розсилки є посилання для відписки.',
    already: 'Цю підписку вже підтверджено. Ви отримуєте нашу розсилку.',
  },
  en: {
    success: 'Thank you for subscribing to our newsletter!',
    subject: 'Confirm your subscription',
    title: 'Confirm your subscription',
    confirmedTitle: 'Subscription confirmed',
    button: 'Confirm my subscription',
    done: 'Your subscription is confirmed. Thank you! Every newsletter has a link to unsubscribe.',
    already: 'This subscription was already confirmed. You receive our newsletter.',
  },
} as const;

/** The addresses of the subscribers' CSV export (Users → Newsletter subscribers → Export CSV), as an editor downloads it. */
async function exportedAddresses(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signInAsEditor(admin);
    await admin.goto(`${E2E.wordpress.url}/wp-admin/users.php?page=eos-subscribers`);
    const href = await admin.locator('a.page-title-action[href*="eos_subscribers_csv"]').getAttribute('href');
    expect(href).toBeTruthy();
    const csv = await admin.request.get(new URL(href ?? '', `${E2E.wordpress.url}/wp-admin/`).toString());
    expect(csv.headers()['content-type']).toContain('text/csv');
    const [header, ...rows] = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\n');
    expect(header?.trim()).toBe('email,lang,subscribed_at_utc,confirmed_at_utc,unsubscribe_url');
    return rows.map((row) => row.split(',')[0] ?? '');
  } finally {
    await context.close();
  }
}

for (const lang of ['uk', 'en'] as const) {
  const t = T[lang];
  test(`a sign-up on /${lang} is confirmed by the mail’s link and its button, and only then exported`, async ({ page, browser }) => {
    const address = `confirm-${lang}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.81.${process.pid % 250}.${Date.now() % 250}` });
    await page.goto(`/${lang}/news`);
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('textbox').fill(address);
    await form.getByRole('button').click();
    await expect(form).toContainText(t.success);

    const mail = await waitForMail(E2E.wordpress.stateDir, (m) => m.to.includes(address));
    expect(mail.subject.startsWith(t.subject)).toBe(true);
    const link = confirmationLink(mail);
    expect(`${link.protocol}//${link.host}`).toBe(E2E.siteUrl);
    expect(link.pathname).toBe(`/${lang}/newsletter/confirm`);
    expect(await exportedAddresses(browser), 'a pending sign-up is not exported').not.toContain(address);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    expect(await exportedAddresses(browser), 'opening the link confirms nothing').not.toContain(address);

    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('status')).toHaveText(t.done);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmedTitle);
    await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter/confirm\\?result=done$`));
    await expectNoAxeViolations(page);
    expect(await exportedAddresses(browser)).toContain(address);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('status')).toHaveText(t.already);
  });
}
