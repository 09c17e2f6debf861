import { expect, test, type Page } from '@playwright/test';
import { backend } from './support/backend';
import { faultTest } from './support/cms';

const T = {
  uk: {
    required: 'Будь ласка, введіть адресу електронної пошти',
    invalid: 'Будь ласка, введіть коректну адресу електронної пошти',
    success: 'Дякуємо за підписку на нашу розсилку!',
    already: 'Ви вже підписані на нашу розсилку!',
    rateLimit: 'Забагато спроб. Спробуйте ще раз через 10 хвилин.',
    blocked: 'Цей домен електронної пошти не дозволено',
    generic: 'Вибачте, щось пішло не так. Спробуйте пізніше.',
    submitting: 'Підписуємо...',
  },
  en: {
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
    success: 'Thank you for subscribing to our newsletter!',
    already: 'You are already subscribed to our newsletter!',
    rateLimit: 'Too many attempts. Please try again in 10 minutes.',
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

    test('invalid_email from the server and a bare HTTP error are shown', async ({ page }) => {
      await page.route('**/api/newsletter', (route) => route.fulfill({ status: 400, json: { success: false, message: 'invalid_email' } }));
      await email(page).fill(unique('x'));
      await submit(page).click();
      await expect(form(page)).toContainText(t.invalid);
      await page.unroute('**/api/newsletter');
      await page.route('**/api/newsletter', (route) => route.fulfill({ status: 503, body: '' }));
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
  }
});

test('the newsletter route limits attempts per client and refuses bad requests', async ({ request }) => {
  const client = { 'x-forwarded-for': `10.66.${Date.now() % 250}.9` };
  expect((await request.post('/api/newsletter', { headers: { ...client, origin: 'https://evil.example' }, data: { email: 'a@b.org' } })).status()).toBe(403);
  expect((await request.post('/api/newsletter', { headers: { ...client, 'content-type': 'text/plain' }, data: 'email=a@b.org' })).status()).toBe(415);
  expect((await request.post('/api/newsletter', { headers: client, data: { email: 'a@b.org', honeypot: 'x'.repeat(3000) } })).status()).toBe(413);
  const decoy = await request.post('/api/newsletter', { headers: client, data: { email: 'robot@example.org', honeypot: 'filled' } });
  expect(await decoy.json()).toEqual({ success: true, already_subscribed: false });
  let last = 0;
  for (let i = 0; i < 6; i += 1) {
    last = (await request.post('/api/newsletter', { headers: client, data: { email: `limit-${Date.now()}-${i}@example.org`, lang: 'en' } })).status();
  }
  expect(last).toBe(429);
  const limited = await request.post('/api/newsletter', { headers: client, data: { email: 'x@example.org' } });
  expect(await limited.json()).toMatchObject({ message: 'rate_limit' });
});
