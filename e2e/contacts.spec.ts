import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { expectNoAxeViolations } from '../test/support/axe';
import { backend } from '../test/support/backend';
import { faultTest } from '../test/support/cms';
import { readContent } from '../test/support/content';

interface ContactsTexts {
  form_name_label: string;
  form_email_label: string;
  form_subject_label: string;
  form_message_label: string;
  form_submit_text: string;
  form_error_empty: string;
  form_error_email: string;
  form_success_message: string;
  form_error_general: string;
  form_error_network: string;
  visit_button_text: string;
  visit_button_close_text: string;
  coordinators: { name: string; description: string }[];
}

const SUCCESS_GREEN = 'rgb(20, 83, 45)';
const ERROR_RED = 'rgb(155, 28, 28)';

for (const lang of ['uk', 'en'] as const) {
  const texts = readContent<ContactsTexts>(lang, 'pages/contacts.json');
  const form = (page: Page) => page.getByTestId('contact-form');
  const fields = (page: Page) => ({
    name: form(page).getByLabel(texts.form_name_label),
    email: form(page).getByLabel(texts.form_email_label),
    subject: form(page).getByLabel(texts.form_subject_label),
    message: form(page).getByLabel(texts.form_message_label),
    submit: form(page).getByRole('button', { name: texts.form_submit_text }),
  });
  async function fillValid(page: Page, subject: string) {
    const f = fields(page);
    await f.name.fill('Olena Test');
    await f.email.fill('olena.test@example.com');
    await f.subject.fill(subject);
    await f.message.fill('A question about the graduate programme.');
  }

  test.describe(`contacts page (${lang})`, () => {
    test('the visit buttons open and close the contact-information panel', async ({ page }) => {
      await page.goto(`/${lang}/contacts`);
      const open = page.getByRole('button', { name: texts.visit_button_text });
      const panel = page.getByTestId('visit-panel');
      await expect(panel).toBeHidden();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.click();
      await expect(panel).toBeVisible();
      const close = page.getByRole('button', { name: texts.visit_button_close_text }).first();
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await close.click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: texts.visit_button_text })).toHaveAttribute('aria-expanded', 'false');
    });

    test('coordinator descriptions are cut at 150 characters with an ellipsis until expanded', async ({ page }) => {
      const long = texts.coordinators.find((c) => c.description.length > 150);
      if (!long) throw new Error('the contacts content needs a long coordinator description');
      await page.goto(`/${lang}/contacts`);
      const card = page.getByTestId('coordinator').filter({ hasText: long.name });
      const description = card.getByTestId('coordinator-description');
      const cut = (await description.textContent()) ?? '';
      expect(cut.endsWith('…')).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(151);
      expect(long.description.startsWith(cut.slice(0, -1).trimEnd())).toBe(true);
      await card.getByRole('button', { expanded: false }).click();
      await expect(description).toHaveText(long.description);
      await card.getByRole('button', { expanded: true }).click();
      await expect(description).toHaveText(cut);
    });

    test('passes axe with the visit panel open (closed: checked with the route table)', async ({ page }) => {
      await page.goto(`/${lang}/contacts`);
      await page.getByRole('button', { name: texts.visit_button_text }).click();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`contact form (${lang})`, () => {
    test.describe.configure({ mode: 'serial' });

    test('every validation message, in red and announced', async ({ page }) => {
      await page.goto(`/${lang}/contacts`);
      const f = fields(page);
      await expect(f.message).toHaveAttribute('rows', '6');
      for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveAttribute('required', '');
      await f.submit.click();
      const alert = form(page).getByRole('alert');
      await expect(alert).toHaveText(texts.form_error_empty);
      await expect(alert).toHaveCSS('color', ERROR_RED);
      await fillValid(page, 'Blank name');
      await f.name.fill('   ');
      await f.submit.click();
      await expect(alert).toHaveText(texts.form_error_empty);
      await f.name.fill('Olena');
      for (const bad of ['olena', 'olena@example', 'ol ena@example.com']) {
        await f.email.fill(bad);
        await f.submit.click();
        await expect(alert).toHaveText(texts.form_error_email);
      }
    });

    test('a filled honeypot silently ignores the submit', async ({ page }) => {
      await page.goto(`/${lang}/contacts`);
      const posts: string[] = [];
      page.on('request', (r) => r.url().includes('/api/contact') && posts.push(r.url()));
      await fillValid(page, 'Honeypot');
      await form(page).locator('input[name="url"]').fill('http://spam.example', { force: true });
      await fields(page).submit.click();
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await expect(form(page).getByRole('status')).toHaveCount(0);
      await expect(fields(page).subject).toHaveValue('Honeypot');
      // The same form without the decoy does post. Requests leave in the order they are made, so
      // when this one is seen, one from the first submit would have been seen before it.
      await form(page).locator('input[name="url"]').fill('', { force: true });
      const sent = page.waitForRequest((r) => r.url().includes('/api/contact'));
      await page.route('**/api/contact', (route) => route.fulfill({ status: 200, json: { success: true } }));
      await fields(page).submit.click();
      await sent;
      expect(posts).toHaveLength(1);
      expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ subject: 'Honeypot', url: '' });
    });

    test('success: the message in green, the fields cleared, and the message stored on disk', async ({ page }) => {
      const subject = `e2e ${lang} ${Date.now()}`;
      await page.goto(`/${lang}/contacts`);
      await fillValid(page, subject);
      await fields(page).submit.click();
      const status = form(page).getByRole('status');
      await expect(status).toBeVisible();
      await expect(status).toHaveCSS('color', SUCCESS_GREEN);
      for (const field of Object.values(fields(page)).slice(0, 4)) await expect(field).toHaveValue('');
      // Stored durably before the answer: what a restarted CMS reads.
      expect(backend.hasMessage(subject)).toBe(true);
    });

    faultTest('a server error shows form_error_general; a network failure shows form_error_network', { tag: '@fixture-cms' }, async ({ page, faults }) => {
      await page.goto(`/${lang}/contacts`);
      await faults.injectFault('contact', '500');
      await fillValid(page, 'Server error');
      await fields(page).submit.click();
      await expect(form(page).getByRole('alert')).toHaveText(texts.form_error_general);
      await expect(fields(page).subject).toHaveValue('Server error');

      await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
      await fields(page).submit.click();
      await expect(form(page).getByRole('alert')).toHaveText(texts.form_error_network);
    });
  });
}

test.describe('contact API', () => {
  const valid = { name: 'Olena', email: 'olena@example.com', subject: 'Hi', message: 'Hello', url: '', lang: 'en' };

  test('400 with a clear message for bad input', async ({ request }) => {
    const answer = await request.post('/api/contact', { data: { ...valid, email: 'nope' } });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ error: 'invalid_body', detail: 'email is not a valid address' });
    const missing = await request.post('/api/contact', { data: { ...valid, subject: '   ' } });
    expect(missing.status()).toBe(400);
  });

  test('413 for an oversized body, 415 for a form post, 403 for another site', async ({ request }) => {
    expect((await request.post('/api/contact', { data: { ...valid, message: 'x'.repeat(40_000) } })).status()).toBe(413);
    expect((await request.post('/api/contact', { form: valid })).status()).toBe(415);
    expect((await request.post('/api/contact', { data: valid, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  });
});
