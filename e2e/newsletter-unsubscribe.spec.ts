import { expect, test } from '@playwright/test';
import { backend } from '../test/support/backend';

/**
 * The newsletter mail's unsubscribe link, on the site in both languages: the page asks, without
 * naming the address (the token is opaque); its button unsubscribes (the CMS deletes the address);
 * the link again says the address is no longer subscribed; a link that is not one, or is signed
 * for another address, unsubscribes no one.
 */
const T = {
  uk: {
    confirm: 'Більше не надсилати розсилку на адресу, на яку прийшло це посилання?',
    button: 'Відписатися',
    done: 'Ви відписалися. Ми видалили вашу адресу й більше не писатимемо вам.',
    notSubscribed: 'Ця адреса (вже) не підписана на нашу розсилку.',
    invalid: 'Це посилання для відписки недійсне. Скористайтеся посиланням з нашого останнього листа.',
  },
  en: {
    confirm: 'Stop sending the newsletter to the address this link came to?',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. We have deleted your address and will not write to you again.',
    notSubscribed: 'This address is not subscribed to our newsletter (any more).',
    invalid: 'This unsubscribe link is not valid. Please use the link from our latest e-mail.',
  },
} as const;

const unique = (tag: string) => `leaving-${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;

for (const lang of ['uk', 'en'] as const) {
  const t = T[lang];
  test.describe(`newsletter unsubscribe link (${lang})`, () => {
    test('asks, unsubscribes with the button, and says so again on a second visit', async ({ page }) => {
      const address = unique(lang);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${process.pid % 250}.${Date.now() % 250}` });
      const subscribed = await page.request.post('/api/newsletter', { data: { email: address, lang } });
      expect(await subscribed.json()).toMatchObject({ success: true });
      expect(backend.hasSubscriber(address)).toBe(true);

      const link = backend.unsubscribeLink(address, lang);
      await page.goto(link);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByText(t.confirm)).toBeVisible();
      await expect(page.getByText(address)).toHaveCount(0);
      expect(backend.hasSubscriber(address), 'opening the link unsubscribes no one').toBe(true);
      await page.getByRole('button', { name: t.button }).click();
      await expect(page.getByRole('status')).toHaveText(t.done);
      await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter/unsubscribe\\?result=done$`));
      expect(backend.hasSubscriber(address)).toBe(false);

      await page.goto(link);
      await page.getByRole('button', { name: t.button }).click();
      await expect(page.getByRole('status')).toHaveText(t.notSubscribed);
    });

    test('a link that is not one, or signed for another address, unsubscribes no one', async ({ page }) => {
      await page.goto(`/${lang}/newsletter/unsubscribe?token=not-a-token`);
      await expect(page.getByRole('status')).toHaveText(t.invalid);
      await expect(page.getByRole('button', { name: t.button })).toHaveCount(0);

      const victim = unique(`victim-${lang}`);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.79.${process.pid % 250}.${Date.now() % 250}` });
      await page.request.post('/api/newsletter', { data: { email: victim, lang } });
      expect(backend.hasSubscriber(victim)).toBe(true);
      const mine = new URL(backend.unsubscribeLink(unique(`attacker-${lang}`), lang), 'http://site.invalid').searchParams.get('token') ?? '';
      const forged = `${Buffer.from(victim).toString('base64url')}.${mine.split('.')[1] ?? ''}`;
      await page.goto(`/${lang}/newsletter/unsubscribe?token=${forged}`);
      await expect(page.getByText(t.confirm)).toBeVisible();
      await page.getByRole('button', { name: t.button }).click();
      await expect(page.getByRole('status')).toHaveText(t.invalid);
      expect(backend.hasSubscriber(victim)).toBe(true);
    });
  });
}
