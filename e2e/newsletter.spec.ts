import { expect, test, type Page } from '@playwright/test';
import { backend } from '../test/support/backend';
import { faultTest } from '../test/support/cms';

const T = {
  uk: {
    required: 'Будь ласка, введіть адресу електронної пошти',
    invalid: 'Будь ласка, введіть коректну адресу електронної пошти',
    success: 'Дякуємо за підписку на нашу розсилку!',
    already: 'Ви вже підписані на нашу розсилку!',
    rateLimit: 'Забагато спроб. Спробуйте ще раз за годину.',
    blocked: 'Цей домен електронної пошти не дозволено',
    generic: 'Вибачте, щось пішло не так. Спробуйте пізніше.',
    submitting: 'Підписуємо...',
  },
  en: {
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
    success: 'Thank you for subscribing to our newsletter!',
    already: 'You are already subscribed to our newsletter!',
    rateLimit: 'Too many attempts. Please try again in an hour.',
    blocked: 'This email domain is not allowed',
    generic: 'Sorry, something went wrong. Please try again later.',
    submitting: 'Subscribing...',
  },
} as const;

// Faults injected on newsletter-subscribe would reach the other tests of this file: run them in order.
test.describe.configure({ mode: 'serial' });

let counter = 0;
/** Each test is its own client for the per-client attempt limit. */
const asNewClient = async (page: Page) => {
  counter += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${process.pid % 250}.${(Date.now() + counter) % 250}` });
};
const unique = (tag: string) => `reader-${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
const form = (page: Page) => page.getByTestId('newsletter-form');
const email = (page: Page) => form(page).getByRole('textbox');
const submit = (page: Page) => form(page).getByRole('button');

for (const lang of ['uk', 'en'] as const) {
  const t = T[lang];
  test.describe(`newsletter on the news page (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await asNewClient(page);
      await page.goto(`/${lang}/news`);
    });

    test('validates the e-mail with the spec messages', async ({ page }) => {
      await expect(email(page)).toHaveAttribute('required', '');
      await submit(page).click();
      await expect(form(page)).toContainText(t.required);
      await email(page).fill('not-an-email');
      await submit(page).click();
      await expect(form(page)).toContainText(t.invalid);
    });

    test('subscribes (stored on disk), then answers already subscribed', async ({ page }) => {
      const address = unique(lang);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/newsletter', async (route) => {
        await held;
        await route.continue();
      });
      await email(page).fill(address);
      await submit(page).click();
      await expect(submit(page)).toHaveText(t.submitting);
      await expect(email(page)).toBeDisabled();
      release();
      await expect(form(page)).toContainText(t.success);
      expect(backend.hasSubscriber(address)).toBe(true);
      // With WordPress the sign-up waits for its mail's link (newsletter-confirm.wordpress.spec.ts follows it in the browser).
      await backend.confirmSubscriber(address);
      await email(page).fill(address.toUpperCase());
      await submit(page).click();
      await expect(form(page)).toContainText(t.already);
    });

    test('a blocked domain is refused with its message', async ({ page }) => {
      await email(page).fill(`someone-${Date.now()}@mailinator.com`);
      await submit(page).click();
      await expect(form(page)).toContainText(t.blocked);
    });

    test('a filled decoy field is told it succeeded and nothing is stored', async ({ page }) => {
      const address = unique(`decoy-${lang}`);
      await form(page).locator('input[name="website"]').fill('https://spam.example', { force: true });
      await email(page).fill(address);
      await submit(page).click();
      await expect(form(page)).toContainText(t.success);
      expect(backend.hasSubscriber(address)).toBe(false);
    });

    test('an address the server refuses (over 254 characters) gets its invalid_email message', async ({ page }) => {
      // The form's own check passes it; the site's route refuses it.
      const long = `${'a'.repeat(250)}@example.org`;
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
      await email(page).fill(long);
      await submit(page).click();
      const response = await answered;
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_email' });
      await expect(form(page)).toContainText(t.invalid);
      await expect(email(page)).toHaveValue(long);
    });

    test('a network failure says something went wrong and keeps the address for another try', async ({ page }) => {
      const address = unique(`net-${lang}`);
      await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
      await email(page).fill(address);
      await submit(page).click();
      await expect(form(page)).toContainText(t.generic);
      await expect(email(page)).toHaveValue(address);
      await expect(submit(page)).toBeEnabled();
      await page.unroute('**/api/newsletter');
      await submit(page).click();
      await expect(form(page)).toContainText(t.success);
      expect(backend.hasSubscriber(address)).toBe(true);
    });

    test('an answer without a body (a proxy in front of the site failing) shows its status', async ({ page }) => {
      await page.route('**/api/newsletter', (route) => route.fulfill({ status: 503, body: '' }));
      await email(page).fill(unique('x'));
      await submit(page).click();
      await expect(form(page)).toContainText(lang === 'en' ? 'HTTP error! status: 503' : 'Помилка HTTP! Статус: 503');
    });
  });
}

faultTest.describe('newsletter faults from the CMS', { tag: '@fixture-cms' }, () => {
  // A fault is injected for the next subscription whoever sends it: the two languages take turns.
  faultTest.describe.configure({ mode: 'default' });
  for (const lang of ['uk', 'en'] as const) {
    faultTest(`429 and 500 from newsletter-subscribe map to their messages (${lang})`, async ({ page, faults }) => {
      await asNewClient(page);
      await page.goto(`/${lang}/news`);
      await faults.injectFault('newsletter-subscribe', '429', { times: 1 });
      await email(page).fill(unique('f429'));
      await submit(page).click();
      await expect(form(page)).toContainText(T[lang].rateLimit);
      await faults.injectFault('newsletter-subscribe', '500', { times: 1 });
      await email(page).fill(unique('f500'));
      await submit(page).click();
      await expect(form(page)).toContainText(T[lang].generic);
    });

    faultTest(`a CMS that does not answer within CMS_TIMEOUT_MS: something went wrong, nothing stored, the address kept (${lang})`, async ({ page, faults }) => {
      await asNewClient(page);
      await page.goto(`/${lang}/news`);
      const address = unique(`hang-${lang}`);
      await faults.injectFault('newsletter-subscribe', 'hang', { times: 1 });
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
      await email(page).fill(address);
      await submit(page).click();
      const response = await answered;
      expect(response.status()).toBe(502);
      expect(await response.json()).toEqual({ error: 'cms_unreachable' });
      await expect(form(page)).toContainText(T[lang].generic);
      await expect(email(page)).toHaveValue(address);
      expect(backend.hasSubscriber(address)).toBe(false);
      // Once the CMS answers again, the same address goes through.
      await submit(page).click();
      await expect(form(page)).toContainText(T[lang].success);
      expect(backend.hasSubscriber(address)).toBe(true);
    });
  }
});
